import * as z from 'zod/mini';

/**
 * What a public page shows changed: the edge cache of that page is invalidated (issue 20). Small on
 * purpose: the consumer needs only the page's address (a username, a product id) and renders the page
 * again from the table. Written in the transaction of the change itself, so no change goes unannounced.
 */

const id = z.string().check(z.minLength(1));

/**
 * /{username} shows something else: storefront settings, its products (added, removed, updated,
 * reordered), or the creator's username, avatar or bio. A rename names both usernames: the old page
 * must stop serving the storefront. Not on follows (the count is refreshed by the page itself).
 * `productIds`: the products whose own pages list this storefront differently ("Picked by", issue 34):
 * one added or removed, or all of them when the storefront is switched on or off or renamed. At most a
 * storefront's 60.
 */
export const storefrontChangedV1 = z.object({
  version: z.literal(1),
  username: id,
  previousUsername: z.optional(id),
  productIds: z.optional(z.array(id).check(z.maxLength(60))),
});
export type StorefrontChangedV1 = z.infer<typeof storefrontChangedV1>;
export const storefrontChangedExample: StorefrontChangedV1 = {
  version: 1,
  username: 'avareviews',
  previousUsername: 'ava_reviews',
  productIds: ['pr_0123456789abcdef01234567'],
};

/**
 * /product/{id} shows something else: a public field changed (name, description, price, image, store
 * handle, availability), or the product was deleted. A new product announces nothing (no page of it
 * was served yet), nor does an import that finds the store's product unchanged (it writes nothing).
 */
export const productChangedV1 = z.object({ version: z.literal(1), productId: id, brandId: id });
export type ProductChangedV1 = z.infer<typeof productChangedV1>;
export const productChangedExample: ProductChangedV1 = {
  version: 1,
  productId: 'pr_0123456789abcdef01234567',
  brandId: 'br_01JD0000000000000000000000',
};

/** The brand's name, logo or store (connection, platform, domain: where "Buy" goes) changed. */
export const brandChangedV1 = z.object({ version: z.literal(1), brandId: id });
export type BrandChangedV1 = z.infer<typeof brandChangedV1>;
export const brandChangedExample: BrandChangedV1 = { version: 1, brandId: 'br_01JD0000000000000000000000' };
