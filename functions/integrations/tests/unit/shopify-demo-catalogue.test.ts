import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueOf, demoCatalogue, demoCategories } from '../../../../stand-ins/shopify/catalogue';
import { PRODUCT_IMAGE_SIZE, productSvg } from '../../../../stand-ins/shopify/product-images';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('demo store catalogue', () => {
  it('has 36 products, 34 of them ACTIVE', () => {
    expect(demoCatalogue).toHaveLength(36);
    expect(demoCatalogue.filter((product) => product.status === 'ACTIVE')).toHaveLength(34);
  });

  it('a shop named …-sells-{n} sells n of its products, spread over every category, and no draft', () => {
    const dozen = catalogueOf('partner-1a2b3c4d-sells-12.myshopify.com');
    expect(dozen).toHaveLength(12);
    expect(new Set(dozen.map((product) => product.category))).toEqual(new Set(demoCategories));
    expect(dozen.every((product) => product.status === 'ACTIVE' && demoCatalogue.includes(product))).toBe(
      true,
    );
    expect(catalogueOf('Partner-1A2B3C4D-SELLS-3.myshopify.com')).toHaveLength(3);
    for (const size of [1, 13, 20, 34]) {
      const shop = catalogueOf(`x-sells-${size}.myshopify.com`);
      expect(shop, `${size}`).toHaveLength(size);
      expect(new Set(shop).size, `${size}`).toBe(size);
      expect(
        shop.every((product) => product.status === 'ACTIVE'),
        `${size}`,
      ).toBe(true);
    }
    // Anything else is the full store: no size, zero, or more than its active products.
    for (const shop of [
      'partner-1a2b3c4d.myshopify.com',
      'x-sells-0.myshopify.com',
      'x-sells-35.myshopify.com',
    ]) {
      expect(catalogueOf(shop), shop).toBe(demoCatalogue);
    }
  });

  it('covers every category with a capitalised productType, unique ids and handles', () => {
    expect(new Set(demoCatalogue.map((product) => product.category))).toEqual(new Set(demoCategories));
    for (const product of demoCatalogue) {
      expect(product.productType).toBe(product.category.charAt(0).toUpperCase() + product.category.slice(1));
      expect(product.handle).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(product.priceCents).toBeGreaterThan(0);
      expect(Number.isInteger(product.priceCents)).toBe(true);
      expect(product.description.length).toBeGreaterThan(20);
    }
    expect(new Set(demoCatalogue.map((product) => product.handle)).size).toBe(36);
    expect(demoCatalogue.map((product) => product.id)).toEqual(
      Array.from({ length: 36 }, (_, index) => 8_000_000_000_001 + index),
    );
  });

  it('draws a well-formed SVG whose text is escaped', () => {
    const product = {
      ...(demoCatalogue[0] as (typeof demoCatalogue)[number]),
      title: 'Salt & <Pepper> Mill',
    };
    const svg = productSvg(product);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('Salt &amp; &lt;Pepper&gt;');
    expect(svg).not.toContain('<Pepper>');
  });

  it('draws at the size the Admin API reports for the image (width, height and viewBox agree)', () => {
    const root =
      /^<svg\b[^>]*>/.exec(productSvg(demoCatalogue[0] as (typeof demoCatalogue)[number]))?.[0] ?? '';
    const { width, height } = PRODUCT_IMAGE_SIZE;
    expect(root).toContain(` width="${width}" height="${height}"`);
    expect(root).toContain(` viewBox="0 0 ${width} ${height}"`);
  });
});

describe('store URLs', () => {
  const load = async (demoUrl: string) => {
    vi.resetModules();
    vi.stubEnv('SHOPIFY_DEMO_STORE_URL', demoUrl);
    return {
      ...(await import('../../shopify/urls')),
      ...(await import('../../shopify/demo-store')),
    };
  };

  it('the product page is on the shop itself in AWS', async () => {
    const { productPageUrl, toDemoStoreUrl } = await load('');
    expect(productPageUrl('glow.myshopify.com', 'silk-scarf')).toBe(
      'https://glow.myshopify.com/products/silk-scarf',
    );
    expect(toDemoStoreUrl('https://glow.myshopify.com/admin/oauth/access_token')).toBe(
      'https://glow.myshopify.com/admin/oauth/access_token',
    );
  });

  it('in the local cloud, shop URLs (and only those) go to the demo store', async () => {
    const { productPageUrl, toDemoStoreUrl } = await load('http://localhost:3000/__shopify/');
    expect(productPageUrl('glow.myshopify.com', 'silk-scarf')).toBe(
      'http://localhost:3000/__shopify/glow.myshopify.com/products/silk-scarf',
    );
    expect(toDemoStoreUrl('https://glow.myshopify.com/admin/api/2026-10/graphql.json')).toBe(
      'http://localhost:3000/__shopify/glow.myshopify.com/admin/api/2026-10/graphql.json',
    );
    expect(toDemoStoreUrl('https://glow.myshopify.com.evil.com/x')).toBe(
      'https://glow.myshopify.com.evil.com/x',
    );
    expect(toDemoStoreUrl('https://example.com/glow.myshopify.com')).toBe(
      'https://example.com/glow.myshopify.com',
    );
  });
});
