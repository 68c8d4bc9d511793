import { batchGetItems } from '../../shared/data/batch-get';
import { defineEntity, defineService, SERVICE, writeTransaction } from '../../shared/data/entity';
import { keys } from '../../shared/data/keys';
import { DomainError } from '../../shared/errors';

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

export type NewLink = Omit<
  ReferralLink,
  'id' | 'clicks' | 'conversions' | 'total_sales_cents' | 'commission_cents' | 'created_at'
>;

/** How many suffixed variants of a code are tried before giving up (each one is a taken code). */
export const MAX_CODE_VARIANTS = 25;

/**
 * The codes a new link may take, in order: the preferred one, then `{code}_2`, `{code}_3`, ... A code
 * is never freed (LINK#{code} items are never deleted), so when a creator renames and someone else
 * takes the old username, the old owner's codes stay theirs and the new owner gets a suffixed one.
 */
export const codeVariant = (preferred: string, attempt: number): string =>
  attempt === 0 ? preferred : `${preferred}_${attempt + 1}`;

/**
 * Creates the creator's link for a product, or returns the one that exists (spec 5: an existing link is
 * reused). Owner item, link item and the product's link counter are one transaction, so concurrent or
 * repeated requests (the approval event delivered again, a direct request racing it) leave one link.
 * The link item's key is the code, written only if absent: it is the code's reservation, and a code
 * held by anyone else (a previous owner of the username) moves this link on to the next variant.
 */
export const ensureReferralLink = async (
  input: NewLink,
): Promise<{ link: ReferralLink; created: boolean }> => {
  const existing = await getLinkOfCreatorForProduct(input.creator_id, input.product_id);
  if (existing) return { link: existing, created: false };
  for (let attempt = 0; attempt < MAX_CODE_VARIANTS; attempt++) {
    const code = codeVariant(input.referral_code, attempt);
    const link: ReferralLink = {
      ...input,
      referral_code: code,
      id: code,
      clicks: 0,
      conversions: 0,
      total_sales_cents: 0,
      commission_cents: 0,
      created_at: new Date().toISOString(),
    };
    const { creator_avatar_url, product_handle, ...stored } = link;
    const outcome = await writeTransaction(referralsService, (entities) => ({
      // One link per creator and product.
      owner: entities.linkOwner
        .create({ creator_id: input.creator_id, product_id: input.product_id, code })
        .commit(),
      // The code, reserved forever.
      code: entities.referralLink
        .create({
          ...stored,
          ...(creator_avatar_url ? { creator_avatar_url } : {}),
          ...(product_handle ? { product_handle } : {}),
        })
        .commit(),
      // The product still exists (a deleted product gets no new links).
      product: entities.productLinkCounter
        .patch({ brand_id: input.brand_id, id: input.product_id })
        .add({ link_count: 1 })
        .commit(),
    }));
    if (outcome.ok) return { link, created: true };
    if (outcome.refused.includes('owner')) {
      // Lost a race with another request for the same link: return the winner's.
      const winner = await getLinkOfCreatorForProduct(input.creator_id, input.product_id);
      if (winner) return { link: winner, created: false };
      throw new Error(
        `ensureReferralLink: the owner item of ${input.creator_id}/${input.product_id} has no link`,
      );
    }
    if (outcome.refused.includes('product')) throw new DomainError('not_found', 'Product not found');
    if (!outcome.refused.includes('code'))
      throw new Error('ensureReferralLink: the transaction kept conflicting');
    // The code belongs to another link (e.g. the previous owner of this username): try the next one.
  }
  throw new Error(
    `ensureReferralLink: no free code after ${MAX_CODE_VARIANTS} variants of ${input.referral_code}`,
  );
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
