/**
 * Issue 20: which cached public pages each change event drops (the cache key is the path alone); issue
 * 34: each page's share card (/og/…png) goes with it.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../../events/catalogue';
import { pathsToInvalidate } from '../../invalidation/paths';

describe('the pages a change makes stale', () => {
  it('a storefront: its page, with and without the trailing slash the route also answers, and its products’ pages', () => {
    expect(
      pathsToInvalidate({ name: 'StorefrontChanged', detail: { version: 1, username: 'ava_picks' } }),
    ).toEqual([
      '/ava_picks',
      '/ava_picks/',
      '/ava_picks/p/*',
      '/ava_picks/c/*',
      '/og/storefront/ava_picks.png',
      '/og/collection/ava_picks/*',
    ]);
  });

  it('a storefront whose products list it differently: their own pages too (issue 34, "Picked by")', () => {
    expect(
      pathsToInvalidate({
        name: 'StorefrontChanged',
        detail: { version: 1, username: 'ava', productIds: ['pr_1', 'a b'] },
      }),
    ).toEqual([
      '/ava',
      '/ava/',
      '/ava/p/*',
      '/ava/c/*',
      '/og/storefront/ava.png',
      '/og/collection/ava/*',
      '/product/pr_1',
      '/product/pr_1/',
      '/og/product/pr_1.png',
      '/product/a%20b',
      '/product/a%20b/',
      '/og/product/a%20b.png',
    ]);
  });

  it('a renamed storefront: the new page and the old one', () => {
    expect(
      pathsToInvalidate({
        name: 'StorefrontChanged',
        detail: { version: 1, username: 'ava-new', previousUsername: 'Ava_Old' },
      }),
    ).toEqual([
      '/ava-new',
      '/ava-new/',
      '/ava-new/p/*',
      '/ava-new/c/*',
      '/og/storefront/ava-new.png',
      '/og/collection/ava-new/*',
      '/ava_old',
      '/ava_old/',
      '/ava_old/p/*',
      '/ava_old/c/*',
      '/og/storefront/ava_old.png',
      '/og/collection/ava_old/*',
    ]);
    // A previous name equal to the new one (a case-only edit) is one page.
    expect(
      pathsToInvalidate({
        name: 'StorefrontChanged',
        detail: { version: 1, username: 'ava', previousUsername: 'AVA' },
      }),
    ).toEqual(['/ava', '/ava/', '/ava/p/*', '/ava/c/*', '/og/storefront/ava.png', '/og/collection/ava/*']);
  });

  it('a product: its own page only (storefront entries keep the data they copied when added)', () => {
    expect(
      pathsToInvalidate({
        name: 'ProductChanged',
        detail: { version: 1, productId: 'prod_01J9', brandId: 'brand_1' },
      }),
    ).toEqual(['/product/prod_01J9', '/product/prod_01J9/', '/og/product/prod_01J9.png']);
    // As a browser requests an id with characters outside a path segment: percent-encoded.
    expect(
      pathsToInvalidate({
        name: 'ProductChanged',
        detail: { version: 1, productId: 'a b/c', brandId: 'brand_1' },
      }),
    ).toEqual(['/product/a%20b%2Fc', '/product/a%20b%2Fc/', '/og/product/a%20b%2Fc.png']);
  });

  it('a brand: every product page and card (its name and logo are on each; the event lists none)', () => {
    expect(pathsToInvalidate({ name: 'BrandChanged', detail: { version: 1, brandId: 'brand_1' } })).toEqual([
      '/product/*',
      '/og/product/*',
    ]);
  });

  it('a creator’s discount code: their storefront’s pages, not its card (no code is drawn on it)', () => {
    const detail = { version: 1 as const, creatorId: 'c1', brandId: 'b1', outcome: 'created' as const };
    expect(pathsToInvalidate({ name: 'DiscountCodeSynced', detail, username: 'ava' })).toEqual([
      '/ava',
      '/ava/',
      '/ava/p/*',
      '/ava/c/*',
    ]);
    expect(pathsToInvalidate({ name: 'DiscountCodeSynced', detail, username: null })).toEqual([]);
  });

  it('refuses details without the fields a path is made of', () => {
    const parses = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
      schema.safeParse(value).success;
    expect(parses(catalogue.StorefrontChanged.schema, { version: 1, previousUsername: 'x' })).toBe(false);
    expect(parses(catalogue.ProductChanged.schema, { version: 1, brandId: 'b' })).toBe(false);
    expect(parses(catalogue.BrandChanged.schema, { version: 1, brandId: '' })).toBe(false);
    // The outbox's meta rides along with any event.
    expect(
      parses(catalogue.BrandChanged.schema, {
        version: 1,
        brandId: 'b',
        meta: { eventId: 'e', occurredAt: 'now' },
      }),
    ).toBe(true);
  });
});
