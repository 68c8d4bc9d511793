/**
 * What a person's export holds (issue 35): the item kinds of their own partitions they may see, by file.
 * A creator: their profile and notification settings, creator profile and storefront, links, discount
 * codes, applications and invitations, the commission ledger, payouts and payout account, credits and
 * samples, uploads, and their message threads with brands. A brand user: their profile and settings,
 * and the brand's own data (the brand, its products, sales, invoices, program terms and offers, creators'
 * terms and relationships, UGC, samples, messages, API keys and webhook endpoints, without secrets).
 * Internal bookkeeping (rate windows, counters' shards, index markers) and any secret, token or hash
 * are left out.
 */
import { readPartition, type StoredItem } from '../entities/person-partitions';

/** Kinds per partition kind, each becoming `{kind}.json` and `{kind}.csv`. */
const USER_KINDS = [
  'profile',
  'brand-owner',
  'notification',
  'notification-preferences',
  'checklist-dismissal',
];
const CREATOR_KINDS = [
  'creator',
  'storefront',
  'storefront-items',
  'storefront-collection',
  'storefront-product',
  'link-owner',
  'discount-code',
  'application',
  'invitation',
  'commission',
  'creator-stats',
  'creator-day',
  'payout',
  'payout-account',
  'forfeit',
  'credit-balance',
  'credit-entry',
  'credit-milestone',
  'shipping-address',
  'upload',
];
const BRAND_KINDS = [
  'brand',
  'brand-stats',
  'brand-day',
  'product',
  'sale',
  'invoice',
  'billing-period',
  'brand-billing-profile',
  'program-terms',
  'offer',
  'creator-term',
  'relationship',
  'brand-message',
  'ugc-request',
  'ugc-submission',
  'content-licence',
  'sample-order',
  'sample-request',
  'api-key',
  'webhook-endpoint',
];
const THREAD_KINDS = ['message-thread', 'thread-message'];

/** Attributes never exported: keys, index keys, ElectroDB's markers, and anything secret. */
const HIDDEN = /^(pk|sk|gsi\d*(pk|sk)|__edb_.*|type)$|sealed|secret|hash|token|claim/i;

export const visible = (item: StoredItem): StoredItem =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !HIDDEN.test(name)));

export type Sections = Map<string, StoredItem[]>;

const keep = (sections: Sections, items: StoredItem[], kinds: readonly string[]) => {
  for (const item of items) {
    const kind = String(item.type ?? '');
    if (!kinds.includes(kind)) continue;
    sections.set(kind, [...(sections.get(kind) ?? []), visible(item)]);
  }
};

/** One partition to read and the kinds kept from it. */
interface Part {
  pk: string;
  kinds: readonly string[];
}

/** The partitions of a person: their own, then what their own items name (their brand, their threads). */
const firstParts = (userId: string, role: 'brand' | 'creator'): Part[] => [
  { pk: `USER#${userId}`, kinds: USER_KINDS },
  ...(role === 'creator' ? [{ pk: `CREATOR#${userId}`, kinds: CREATOR_KINDS }] : []),
];

/** The brands a creator's items name: their threads with each are theirs too. */
const brandsNamed = (items: StoredItem[]): string[] => [
  ...new Set(items.map((item) => item.brand_id).filter((id): id is string => typeof id === 'string')),
];

/**
 * Reads the person's partitions, telling `progress` after each (parts read, parts known so far), and
 * answers their sections by kind.
 */
export const gatherSections = async (
  userId: string,
  role: 'brand' | 'creator',
  progress: (done: number, total: number) => Promise<void>,
): Promise<Sections> => {
  const sections: Sections = new Map();
  const parts = firstParts(userId, role);
  const seen = new Set<string>();
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as Part;
    if (seen.has(part.pk)) continue;
    seen.add(part.pk);
    const items = await readPartition(part.pk);
    keep(sections, items, part.kinds);
    if (part.pk.startsWith('USER#') && role === 'brand') {
      const owner = items.find((item) => item.type === 'brand-owner');
      if (typeof owner?.brand_id === 'string')
        parts.push({ pk: `BRAND#${owner.brand_id}`, kinds: BRAND_KINDS });
    }
    if (part.pk.startsWith('CREATOR#')) {
      for (const brandId of brandsNamed(items))
        parts.push({ pk: `THREAD#${brandId}#${userId}`, kinds: THREAD_KINDS });
    }
    // One more part is always left: writing the ZIP.
    await progress(i + 1, parts.length + 1);
  }
  return sections;
};
