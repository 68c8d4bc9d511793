/** Issue 20: which cached public pages each change event drops (the cache key is the path alone). */
import { describe, expect, it } from 'vitest';
import { pageChangeSchemas } from '../../invalidation/change-events';
import { pathsToInvalidate } from '../../invalidation/paths';

describe('the pages a change makes stale', () => {
  it('a storefront: its page, with and without the trailing slash the route also answers', () => {
    expect(pathsToInvalidate({ name: 'StorefrontChanged', detail: { username: 'ava_picks' } })).toEqual([
      '/ava_picks',
      '/ava_picks/',
    ]);
  });

  it('a renamed storefront: the new page and the old one', () => {
    expect(
      pathsToInvalidate({
        name: 'StorefrontChanged',
        detail: { username: 'ava-new', previous_username: 'Ava_Old' },
      }),
    ).toEqual(['/ava-new', '/ava-new/', '/ava_old', '/ava_old/']);
    // A previous name equal to the new one (a case-only edit) is one page.
    expect(
      pathsToInvalidate({ name: 'StorefrontChanged', detail: { username: 'ava', previous_username: 'AVA' } }),
    ).toEqual(['/ava', '/ava/']);
  });

  it('a product: its own page only (storefront entries keep the data they copied when added)', () => {
    expect(
      pathsToInvalidate({ name: 'ProductChanged', detail: { product_id: 'prod_01J9', brand_id: 'brand_1' } }),
    ).toEqual(['/product/prod_01J9', '/product/prod_01J9/']);
    // As a browser requests an id with characters outside a path segment: percent-encoded.
    expect(
      pathsToInvalidate({ name: 'ProductChanged', detail: { product_id: 'a b/c', brand_id: 'brand_1' } }),
    ).toEqual(['/product/a%20b%2Fc', '/product/a%20b%2Fc/']);
  });

  it('a brand: every product page (its name and logo are on each; the event lists none)', () => {
    expect(pathsToInvalidate({ name: 'BrandChanged', detail: { brand_id: 'brand_1' } })).toEqual([
      '/product/*',
    ]);
  });

  it('refuses details without the fields a path is made of', () => {
    expect(pageChangeSchemas.StorefrontChanged.safeParse({ previous_username: 'x' }).success).toBe(false);
    expect(pageChangeSchemas.ProductChanged.safeParse({ brand_id: 'b' }).success).toBe(false);
    expect(pageChangeSchemas.BrandChanged.safeParse({ brand_id: '' }).success).toBe(false);
    // The outbox's meta rides along with any event.
    expect(
      pageChangeSchemas.BrandChanged.safeParse({ brand_id: 'b', meta: { eventId: 'e', occurredAt: 'now' } })
        .success,
    ).toBe(true);
  });
});
