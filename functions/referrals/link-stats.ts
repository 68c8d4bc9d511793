import { type ReferralLink, referralLink, toLink } from './entities/referral-link';

export const conversionRate = (conversions: number, clicks: number): number =>
  clicks > 0 ? Math.round((conversions / clicks) * 1000) / 10 : 0;

/** A link with its counts, as the brand sees it ('Links (n)', /api/v1/links). */
const linkStats = (link: ReferralLink) => ({
  id: link.id,
  referral_code: link.referral_code,
  creator_id: link.creator_id,
  creator_username: link.creator_username,
  creator_avatar_url: link.creator_avatar_url,
  clicks: link.clicks,
  conversions: link.conversions,
  total_sales_cents: link.total_sales_cents,
  // Percent with one decimal (spec 9).
  conversion_rate: conversionRate(link.conversions, link.clicks),
  created_at: link.created_at,
});

/** The brand's 'Links (n)' dialog: a product's links with their counts (one Query). */
export const listLinksOfProduct = async (productId: string) => {
  const { data } = await referralLink.query
    .ofProduct({ product_id: productId })
    .go({ pages: 'all', order: 'desc' });
  return data.map(toLink).map(linkStats);
};

/** Where a page of a product's links resumes: the last link's table key and index sort key (its creator). */
export interface ProductLinkCursor {
  pk: string;
  gsi2sk: string;
}

/**
 * Issue 22 (GET /api/v1/links): one page of a product's links with their counts and the commission
 * earned through each: one Query on the product's partition of the directory index, after `after` (the
 * partition is the product's whatever the cursor says).
 */
export const pageLinksOfProduct = async (productId: string, limit: number, after?: ProductLinkCursor) => {
  const partition = `LINKS#${productId}`;
  const cursor = after
    ? Buffer.from(
        JSON.stringify({ pk: after.pk, sk: 'LINK', gsi2pk: partition, gsi2sk: after.gsi2sk }),
      ).toString('base64url')
    : null;
  const page = await referralLink.query.ofProduct({ product_id: productId }).go({ limit, cursor });
  const next = page.cursor
    ? (JSON.parse(Buffer.from(page.cursor, 'base64url').toString()) as ProductLinkCursor)
    : null;
  return {
    links: page.data
      .map(toLink)
      .map((link) => ({ ...linkStats(link), commission_cents: link.commission_cents })),
    next: next ? { pk: next.pk, gsi2sk: next.gsi2sk } : null,
  };
};

/**
 * A creator's link totals with one brand (application review, issue 21): the creator's links (byOwner,
 * one Query, filtered to the brand) summed: human clicks, and the ledger's attributed sales through them.
 */
export const linkTotalsOfCreatorWithBrand = async (creatorId: string, brandId: string) => {
  const { data } = await referralLink.query
    .ofCreator({ creator_id: creatorId })
    .where((attr, op) => op.eq(attr.brand_id, brandId))
    .go({ pages: 'all', attributes: ['clicks', 'conversions', 'total_sales_cents'] });
  const zero = { clicks: 0, conversions: 0, total_sales_cents: 0 };
  return data.reduce<typeof zero>(
    (sum, link) => ({
      clicks: sum.clicks + (link.clicks ?? 0),
      conversions: sum.conversions + (link.conversions ?? 0),
      total_sales_cents: sum.total_sales_cents + (link.total_sales_cents ?? 0),
    }),
    zero,
  );
};
