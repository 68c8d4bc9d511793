import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '../../shared/data/batch-get';
import { db, isConditionFailure, queryAll, tableName } from '../../shared/data/client';
import { indexKeys, keys } from '../../shared/data/keys';
import { AppError } from '../../shared/http/errors';

/**
 * referral_links (spec 3). The link item (LINK#{code}) holds everything the redirect needs, so /r/{code}
 * is one GetItem. Index byOwner lists a creator's links, index directory a product's links. An owner item
 * (CREATOR#{id} / LINK#{productId}) makes "one link per creator and product" a conditional write.
 * Clicks arrive through sharded counters and a stream aggregator (click-counter.ts); conversions and
 * sales through the order ledger.
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

interface LinkItem extends ReferralLink {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: string;
  type: 'referral-link';
}

const toLink = (item: LinkItem): ReferralLink => ({
  id: item.id,
  referral_code: item.referral_code,
  creator_id: item.creator_id,
  creator_username: item.creator_username,
  creator_avatar_url: item.creator_avatar_url ?? null,
  product_id: item.product_id,
  product_name: item.product_name,
  brand_id: item.brand_id,
  brand_name: item.brand_name,
  product_handle: item.product_handle ?? null,
  destination_url: item.destination_url,
  utm_campaign: item.utm_campaign,
  utm_content: item.utm_content,
  clicks: Number(item.clicks ?? 0),
  conversions: Number(item.conversions ?? 0),
  total_sales_cents: Number(item.total_sales_cents ?? 0),
  commission_cents: Number(item.commission_cents ?? 0),
  created_at: item.created_at,
});

export const conversionRate = (conversions: number, clicks: number): number =>
  clicks > 0 ? Math.round((conversions / clicks) * 1000) / 10 : 0;

/** The shopper's landing URL with the spec 7.5 parameters; `ref` carries the code to the store. */
export const trackedUrl = (
  link: Pick<ReferralLink, 'destination_url' | 'referral_code' | 'utm_campaign' | 'utm_content'>,
) => {
  // A brand without a store sends shoppers to the product page on this site: a same-origin path.
  const relative = link.destination_url.startsWith('/');
  const url = new URL(link.destination_url, 'https://same-origin.invalid');
  url.searchParams.set('utm_source', 'creator');
  url.searchParams.set('utm_medium', 'referral');
  url.searchParams.set('utm_campaign', link.utm_campaign);
  url.searchParams.set('utm_content', link.utm_content);
  url.searchParams.set('ref', link.referral_code);
  return relative ? `${url.pathname}${url.search}` : url.toString();
};

export const getLinkByCode = async (code: string): Promise<ReferralLink | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.link(code) }));
  return Item ? toLink(Item as LinkItem) : undefined;
};

export const getLinkOfCreatorForProduct = async (
  creatorId: string,
  productId: string,
): Promise<ReferralLink | undefined> => {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.linkOwner(creatorId, productId),
      ConsistentRead: true,
    }),
  );
  return Item?.code ? getLinkByCode(Item.code as string) : undefined;
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

type CancellationReason = { Code?: string };
const cancellationReasons = (error: unknown): CancellationReason[] =>
  (error as { name?: string })?.name === 'TransactionCanceledException'
    ? ((error as { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? [])
    : [];

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
    const now = new Date().toISOString();
    const code = codeVariant(input.referral_code, attempt);
    const link: ReferralLink = {
      ...input,
      referral_code: code,
      id: code,
      clicks: 0,
      conversions: 0,
      total_sales_cents: 0,
      commission_cents: 0,
      created_at: now,
    };
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            // Index 0: one link per creator and product.
            {
              Put: {
                TableName: tableName(),
                Item: {
                  ...keys.linkOwner(input.creator_id, input.product_id),
                  type: 'link-owner',
                  code,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            // Index 1: the code, reserved forever.
            {
              Put: {
                TableName: tableName(),
                Item: {
                  ...keys.link(code),
                  gsi1pk: indexKeys.creatorLinks(input.creator_id),
                  gsi1sk: now,
                  gsi2pk: indexKeys.productLinks(input.product_id),
                  gsi2sk: input.creator_id,
                  type: 'referral-link',
                  ...link,
                } satisfies LinkItem,
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            // Index 2: the product still exists (a deleted product gets no new links).
            {
              Update: {
                TableName: tableName(),
                Key: keys.product(input.brand_id, input.product_id),
                UpdateExpression: 'ADD link_count :one',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        }),
      );
      return { link, created: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const [owner, codeTaken, product] = cancellationReasons(error).map(
        (reason) => reason.Code === 'ConditionalCheckFailed',
      );
      if (owner) {
        // Lost a race with another request for the same link: return the winner's.
        const winner = await getLinkOfCreatorForProduct(input.creator_id, input.product_id);
        if (winner) return { link: winner, created: false };
        throw error;
      }
      if (product) throw new AppError('not_found', 'Product not found');
      if (!codeTaken) throw error;
      // The code belongs to another link (e.g. the previous owner of this username): try the next one.
    }
  }
  throw new Error(
    `ensureReferralLink: no free code after ${MAX_CODE_VARIANTS} variants of ${input.referral_code}`,
  );
};

/** The two indexes a link is listed in, each with its partition-key attribute. */
const linkListings = { byOwner: 'gsi1pk', directory: 'gsi2pk' } as const;

const queryLinks = async (index: keyof typeof linkListings, partition: string): Promise<ReferralLink[]> => {
  const items = await queryAll<LinkItem>({
    TableName: tableName(),
    IndexName: index,
    KeyConditionExpression: `${linkListings[index]} = :partition`,
    ExpressionAttributeValues: { ':partition': partition },
    ScanIndexForward: false,
  });
  return items.map(toLink);
};

export const listLinksOfCreator = (creatorId: string) =>
  queryLinks('byOwner', indexKeys.creatorLinks(creatorId));

export interface ProductLinkStats {
  id: string;
  referral_code: string;
  creator_id: string;
  creator_username: string;
  creator_avatar_url: string | null;
  clicks: number;
  conversions: number;
  total_sales_cents: number;
  /** conversions / clicks as a percent with one decimal (spec 9). */
  conversion_rate: number;
  created_at: string;
}

/** The brand's 'Links (n)' dialog: one Query on the directory index. */
export const listLinksOfProduct = async (productId: string): Promise<ProductLinkStats[]> =>
  (await queryLinks('directory', indexKeys.productLinks(productId))).map((link) => ({
    id: link.id,
    referral_code: link.referral_code,
    creator_id: link.creator_id,
    creator_username: link.creator_username,
    creator_avatar_url: link.creator_avatar_url,
    clicks: link.clicks,
    conversions: link.conversions,
    total_sales_cents: link.total_sales_cents,
    conversion_rate: conversionRate(link.conversions, link.clicks),
    created_at: link.created_at,
  }));

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
