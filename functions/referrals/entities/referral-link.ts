import { batchGetItems } from '../../shared/data/batch-get';
import {
  defineEntity,
  defineService,
  SERVICE,
  type TransactionOutcome,
  writeTransaction,
} from '../../shared/data/entity';
import { keys } from '../../shared/data/keys';

/**
 * referral_links (spec 3). The link item (LINK#{code}) holds everything the redirect needs, so /r/{code}
 * is one GetItem (link-redirect.ts, without ElectroDB: the redirect's bundle stays small). Index byOwner
 * lists a creator's links, index directory a product's links. An owner item (CREATOR#{id} /
 * LINK#{productId}) makes "one link per creator and product" a conditional write. Clicks arrive through
 * sharded counters and a stream aggregator (click-counter.ts); conversions and sales through the ledger.
 */
export interface ReferralLink {
  id: string;
  referral_code: string;
  creator_id: string;
  creator_username: string;
  creator_avatar_url: string | null;
  product_id: string;
  product_name: string;
  brand_id: string;
  brand_name: string;
  /** The product's page name on the store when the link was made (absent on older links). */
  product_handle?: string | null;
  /**
   * Where the shopper landed when the link was made (spec 7.5), without the tracking parameters. The
   * redirect goes to the brand's current store instead (functions/referrals/referral-destination.ts).
   */
  destination_url: string;
  utm_campaign: string;
  utm_content: string;
  clicks: number;
  conversions: number;
  total_sales_cents: number;
  /** Commission earned through this link, net of reversals (the ledger's counter). */
  commission_cents: number;
  created_at: string;
}

const text = { type: 'string', required: true } as const;
const counter = { type: 'number', default: 0 } as const;

/** LINK#{code} / LINK; byOwner CREATOR#{creatorId}#LINKS / created_at; directory LINKS#{productId} / creatorId. */
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
    product_handle: { type: 'string' },
    destination_url: text,
    utm_campaign: text,
    utm_content: text,
    clicks: counter,
    conversions: counter,
    total_sales_cents: counter,
    commission_cents: counter,
    created_at: text,
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['referral_code'], template: 'LINK#${referral_code}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'LINK', casing: 'none' },
    },
    ofCreator: {
      index: 'byOwner',
      pk: {
        field: 'gsi1pk',
        composite: ['creator_id'],
        template: 'CREATOR#${creator_id}#LINKS',
        casing: 'none',
      },
      sk: { field: 'gsi1sk', composite: ['created_at'], template: '${created_at}', casing: 'none' },
    },
    ofProduct: {
      index: 'directory',
      pk: { field: 'gsi2pk', composite: ['product_id'], template: 'LINKS#${product_id}', casing: 'none' },
      sk: { field: 'gsi2sk', composite: ['creator_id'], template: '${creator_id}', casing: 'none' },
    },
  },
});

/** CREATOR#{creatorId} / LINK#{productId}: the creator's one link for the product (holds its code). */
export const linkOwner = defineEntity({
  model: { entity: 'link-owner', version: '1', service: SERVICE },
  attributes: { creator_id: text, product_id: text, code: text },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['creator_id'], template: 'CREATOR#${creator_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['product_id'], template: 'LINK#${product_id}', casing: 'none' },
    },
  },
});

/**
 * The catalogue's product item, as far as links touch it: its link counter (a new link is counted in
 * the transaction that makes it, on the condition that the product still exists). Same `type` and keys
 * as the catalogue's items; the keys' composites it also sets (brand_id, id) are the item's own values.
 */
export const productLinkCounter = defineEntity({
  model: { entity: 'product', version: '1', service: SERVICE },
  attributes: { brand_id: text, id: text, link_count: { type: 'number' } },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['brand_id'], template: 'BRAND#${brand_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: 'PRODUCT#${id}', casing: 'none' },
    },
  },
});

export const referralsService = defineService({ referralLink, linkOwner, productLinkCounter });

type LinkData = NonNullable<Awaited<ReturnType<ReturnType<typeof referralLink.get>['go']>>['data']>;

/** Old items may hold null where ElectroDB now leaves the attribute out: callers see null either way. */
const toLink = (item: LinkData): ReferralLink => ({
  ...item,
  creator_avatar_url: item.creator_avatar_url ?? null,
  product_handle: item.product_handle ?? null,
  clicks: item.clicks ?? 0,
  conversions: item.conversions ?? 0,
  total_sales_cents: item.total_sales_cents ?? 0,
  commission_cents: item.commission_cents ?? 0,
});

export const getLinkByCode = async (code: string): Promise<ReferralLink | undefined> => {
  const { data } = await referralLink.get({ referral_code: code }).go();
  return data ? toLink(data) : undefined;
};

export const getLinkOfCreatorForProduct = async (
  creatorId: string,
  productId: string,
): Promise<ReferralLink | undefined> => {
  const { data } = await linkOwner
    .get({ creator_id: creatorId, product_id: productId })
    .go({ consistent: true, attributes: ['code'] });
  return data?.code ? getLinkByCode(data.code) : undefined;
};

/**
 * Writes a new link in one transaction of named operations: `owner` (one link per creator and
 * product), `code` (the link item, whose key reserves its code forever) and `product` (the product's
 * link counter, on the condition that the product still exists). Refusals come back by name.
 */
export const insertReferralLink = (
  link: ReferralLink,
): Promise<TransactionOutcome<'owner' | 'code' | 'product'>> => {
  const { creator_avatar_url, product_handle, ...stored } = link;
  return writeTransaction(referralsService, (entities) => ({
    owner: entities.linkOwner
      .create({ creator_id: link.creator_id, product_id: link.product_id, code: link.referral_code })
      .commit(),
    code: entities.referralLink
      .create({
        ...stored,
        ...(creator_avatar_url ? { creator_avatar_url } : {}),
        ...(product_handle ? { product_handle } : {}),
      })
      .commit(),
    product: entities.productLinkCounter
      .patch({ brand_id: link.brand_id, id: link.product_id })
      .add({ link_count: 1 })
      .commit(),
  }));
};

/** A creator's links, newest first: one Query on byOwner (every page). */
export const listLinksOfCreator = async (creatorId: string): Promise<ReferralLink[]> => {
  const { data } = await referralLink.query
    .ofCreator({ creator_id: creatorId })
    .go({ pages: 'all', order: 'desc' });
  return data.map(toLink);
};

/** A product's links (the brand's 'Links (n)' dialog): one Query on the directory index. */
export const queryLinksOfProduct = async (productId: string): Promise<ReferralLink[]> => {
  const { data } = await referralLink.query
    .ofProduct({ product_id: productId })
    .go({ pages: 'all', order: 'desc' });
  return data.map(toLink);
};

/** Current commission of each product (for "earned = sales × commission %"), one BatchGetItem per 100. */
export const commissionsOf = async (
  products: { brand_id: string; product_id: string }[],
): Promise<Map<string, number>> => {
  const items = await batchGetItems(
    products.map((p) => keys.product(p.brand_id, p.product_id)),
    { projection: 'id, commission_percentage' },
  );
  return new Map(items.map((item) => [item.id as string, Number(item.commission_percentage ?? 0)]));
};
