/**
 * A stable shard for a key: the same text always lands on the same one of `shards` partitions, so a
 * sparse index spread over shards (pending commissions, payable creators) is re-derived, not stored.
 * Java's String.hashCode, made non-negative. Changing it would move every existing item's shard.
 */
export const stableShard = (text: string, shards: number): number => {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return Math.abs(hash) % shards;
};
