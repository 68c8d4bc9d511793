import * as z from 'zod/mini';
import { listProductLinks } from '../../../contracts/brand-products';
import { createReferralLink as linkContract } from '../../../contracts/partnerships';
import { listV1Links } from '../../../contracts/public-api';
import { getBrandOrThrow, getProductOrThrow } from '../../catalogue';
import { listLinksOfProduct, pageLinksOfProduct, trackedUrl } from '../../referrals';
import { defineRoute } from '../../shared/http/api-handler';
import { createBrandFeatureHandler } from '../../shared/http/brand-feature-handler';
import { cursorSchema, encodeCursor } from '../../shared/http/page-cursor';
import { createReferralLink } from '../create-referral-link';

/** A page of v1 links continues after a link on the product asked for (the partition is always its own). */
const v1LinksQuery = z.extend(listV1Links.query, {
  cursor: cursorSchema(
    z.strictObject({
      pk: z.string().check(z.regex(/^LINK#[\w.-]{1,120}$/)),
      gsi2sk: z.string().check(z.regex(/^[\w.-]{1,80}$/)),
    }),
  ),
});

/**
 * Referral links: a creator's link for a product, created under the partnership's rules, and a brand's
 * view of the links on one of its products (the product is the brand's own, else 404). Both read
 * links (referrals) through a partnership or a product (catalogue), so they are served from here.
 */
export const handler = createBrandFeatureHandler({
  /** Copy Link on a brand profile or in Explore: the creator's link for the product, created or reused. */
  'POST /api/creator/links': defineRoute(linkContract, async ({ caller, body }) => {
    const { link, created } = await createReferralLink({
      creatorId: caller.userId,
      brandId: body.brand_id,
      productId: body.product_id,
      campaign: body.source === 'marketplace' ? 'influencer-marketplace' : 'brand-profile',
      requireAvailable: true,
    });
    return {
      status: created ? 201 : 200,
      body: {
        link: {
          ...link,
          share_url: `/r/${encodeURIComponent(link.referral_code)}`,
          store_url: trackedUrl(link),
        },
        created,
      },
    };
  }),
  /** 'Links (n)': each referral link's creator, clicks, conversions, sales and conversion rate. */
  'GET /api/brand/products/{productId}/links': defineRoute(listProductLinks, async ({ caller, params }) => {
    const brand = await getBrandOrThrow(caller.brandId);
    const product = await getProductOrThrow(brand.id, params.productId);
    return { body: { product_id: product.id, links: await listLinksOfProduct(product.id) } };
  }),
  // Issue 22: a product's links for an API key with links:read; another brand's product is 404.
  'GET /api/v1/links': defineRoute(
    listV1Links,
    async ({ caller, query }) => {
      const product = await getProductOrThrow(caller.brandId, query.product_id);
      const page = await pageLinksOfProduct(product.id, query.limit, query.cursor);
      return {
        body: {
          product_id: product.id,
          links: page.links,
          next_cursor: page.next ? encodeCursor({ ...page.next }) : null,
        },
      };
    },
    { query: v1LinksQuery },
  ),
});
