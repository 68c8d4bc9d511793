import type { EntityItem } from 'electrodb';
import type * as z from 'zod/mini';
import { leavesAt, type ProgramChange } from '../../../contracts/program-schedule';
import type { referralLink as linkShape } from '../../../contracts/shapes';
import { getProductItems, productRateAt } from '../../catalogue';
import { batchGetEntities } from '../../shared/data/batch-get';
import { defineEntity, defineService, SERVICE, tableKey, transactional } from '../../shared/data/entity';
import { withNulls } from '../../shared/data/nulls';

export type ReferralLink = z.infer<typeof linkShape>;

const text = { type: 'string', required: true } as const;
const counter = { type: 'number', default: 0 } as const;

/**
 * referral_links (spec 3). The link item (LINK#{code}) holds everything the redirect needs, so /r/{code}
 * is one GetItem (link-redirect.ts, without ElectroDB: the redirect's bundle stays small). Index byOwner
 * lists a creator's links by creation, index directory a product's links. Clicks arrive through sharded
 * counters and a stream aggregator (click-counter.ts); conversions and sales through the ledger.
 */
export const referralLink = defineEntity({
  model: { entity: 'referral-link', version: '1', service: SERVICE },
  attributes: {
    id: text,
    referral_code: text,
    creator_id: text,
    creator_username: text,
    creator_avatar_url: { type: 'string' },
    product_id: text,
    product_name: text,
    brand_id: text,
    brand_name: text,
    /** The product's page name on the store when the link was made (absent on older links). */
    product_handle: { type: 'string' },
    /** Where the shopper landed when the link was made, untracked; the redirect uses the current store. */
    destination_url: text,
    utm_campaign: text,
    utm_content: text,
    clicks: counter,
    conversions: counter,
    total_sales_cents: counter,
    /** Commission earned through this link, net of reversals (the ledger's counter). */
    commission_cents: counter,
    created_at: text,
  },
  indexes: {
    primary: { pk: tableKey('pk', 'LINK#${referral_code}'), sk: tableKey('sk', 'LINK') },
    ofCreator: {
      index: 'byOwner',
      pk: tableKey('gsi1pk', 'CREATOR#${creator_id}#LINKS'),
      sk: tableKey('gsi1sk', '${created_at}'),
    },
    ofProduct: {
      index: 'directory',
      pk: tableKey('gsi2pk', 'LINKS#${product_id}'),
      sk: tableKey('gsi2sk', '${creator_id}'),
    },
  },
});

/** CREATOR#{creatorId} / LINK#{productId}: the creator's one link for the product (a conditional create). */
export const linkOwner = defineEntity({
  model: { entity: 'link-owner', version: '1', service: SERVICE },
  attributes: { creator_id: text, product_id: text, code: text },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', 'LINK#${product_id}') },
  },
});

/** ADDs to a link's sales totals: the operation the ledger's sale transaction joins (Links dialog, My Campaigns). */
export const addToLinkTotals = (
  code: string,
  amounts: Partial<Record<'conversions' | 'total_sales_cents' | 'commission_cents', number>>,
) => transactional(referralLink).update({ referral_code: code }).add(amounts).commit();

export const referralsService = defineService({ referralLink, linkOwner });

/** Old items may lack a counter, or hold null where ElectroDB now leaves the attribute out. */
export const toLink = (item: EntityItem<typeof referralLink>): ReferralLink => ({
  ...withNulls<ReferralLink>(item, ['creator_avatar_url', 'product_handle']),
  clicks: item.clicks ?? 0,
  conversions: item.conversions ?? 0,
  total_sales_cents: item.total_sales_cents ?? 0,
  commission_cents: item.commission_cents ?? 0,
});

export const getLinkByCode = async (code: string): Promise<ReferralLink | undefined> => {
  const { data } = await referralLink.get({ referral_code: code }).go();
  return data ? toLink(data) : undefined;
};

export const getLinkOfCreatorForProduct = async (creatorId: string, productId: string) => {
  const { data } = await linkOwner
    .get({ creator_id: creatorId, product_id: productId })
    .go({ consistent: true, attributes: ['code'] });
  return data?.code ? getLinkByCode(data.code) : undefined;
};

/**
 * Issue 22 (GET /api/v1/partners): the links of many creator–product pairs at once: their link-owner
 * items (one BatchGetItem), then the links they name (one more). A pair without a link is absent.
 */
export const getLinksOfPairs = async (
  pairs: readonly { creator_id: string; product_id: string }[],
): Promise<ReferralLink[]> => {
  if (pairs.length === 0) return [];
  const owners = await batchGetEntities<{ code: string }>(linkOwner, pairs, { attributes: ['code'] });
  if (owners.length === 0) return [];
  const links = await batchGetEntities<EntityItem<typeof referralLink>>(
    referralLink,
    owners.map((owner) => ({ referral_code: owner.code })),
  );
  return links.map(toLink);
};

/** A creator's links, newest first: one Query on byOwner (every page). */
export const listLinksOfCreator = async (creatorId: string): Promise<ReferralLink[]> =>
  (
    await referralLink.query.ofCreator({ creator_id: creatorId }).go({ pages: 'all', order: 'desc' })
  ).data.map(toLink);

/**
 * One page of the creators with a link on a product (index directory, LINKS#{productId}, one link per
 * creator): what a fan-out to a product's partners walks, page by page, never all at once.
 */
export const pageCreatorsWithLinkOn = async (
  productId: string,
  after: string | null,
  limit: number,
): Promise<{ creatorIds: string[]; next: string | null }> => {
  const { data, cursor } = await referralLink.query
    .ofProduct({ product_id: productId })
    .go({ cursor: after, limit, attributes: ['creator_id'] });
  return { creatorIds: data.map((link) => link.creator_id), next: cursor ?? null };
};

/** Current commission of each product (for "earned = sales × commission %"), one BatchGetItem per 100. */
export const commissionsOf = async (products: { brand_id: string; product_id: string }[]) => {
  const items = await getProductItems(
    products.map((p) => ({ brand_id: p.brand_id, id: p.product_id })),
    // A deleted product's partners still see its rate and leaving date until it leaves the program.
    { attributes: ['id', 'commission_percentage', 'rate_changes', 'program_changes'], withDeleted: true },
  );
  // The rate in force now: an announced cut counts from its date (contracts/rate-schedule.ts); and the
  // date a paused or deleted product leaves the program (contracts/program-schedule.ts).
  const now = new Date().toISOString();
  return new Map(
    items.map((item) => [
      item.id,
      {
        percentage: productRateAt(item, now).percentage,
        leavesAt: leavesAt(item.program_changes as ProgramChange[] | undefined, now),
      },
    ]),
  );
};
