/**
 * `fn` over `items`, at most `limit` at once, results in the items' order: many small reads or
 * transactions (a bulk decision, a screen's per-creator figures) without flooding the table.
 */
export const mapInPool = async <T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> => {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};
