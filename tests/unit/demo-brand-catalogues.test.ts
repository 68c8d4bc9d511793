import { describe, expect, it } from 'vitest';
import { demoBrands } from '../../infra/local/seed/demo-data';
import {
  brandCatalogues,
  catalogueOf,
  demoCatalogue,
  findDemoProduct,
} from '../../stand-ins/shopify/catalogue';
import { productSvg } from '../../stand-ins/shopify/product-images';

const glow = 'glow-skincare.myshopify.com';
const trailhead = 'trailhead-outfitters.myshopify.com';

describe("the demo brands' shops sell what the brand makes", () => {
  it('every demo brand has a catalogue of its own; other shops sell the general one', () => {
    for (const brand of demoBrands) expect(brandCatalogues[brand.shop], brand.shop).toBeDefined();
    expect(catalogueOf('test-shop-123.myshopify.com')).toBe(demoCatalogue);
    expect(catalogueOf('GLOW-SKINCARE.myshopify.com')).toBe(brandCatalogues[glow]);
  });

  it('the skincare brand sells skincare (serums, cleansers), never dumbbells or linen', () => {
    const titles = catalogueOf(glow).map((product) => product.title);
    expect(titles.some((title) => /serum/i.test(title))).toBe(true);
    expect(titles.some((title) => /cleans/i.test(title))).toBe(true);
    expect(titles.join(' ')).not.toMatch(/dumbbell|linen|tent/i);
    for (const product of catalogueOf(glow)) expect(['beauty', 'health']).toContain(product.category);
  });

  it('the outdoor brand sells tents and jackets, never linen or serums', () => {
    const titles = catalogueOf(trailhead).map((product) => product.title);
    expect(titles.some((title) => /tent/i.test(title))).toBe(true);
    expect(titles.some((title) => /jacket/i.test(title))).toBe(true);
    expect(titles.join(' ')).not.toMatch(/linen|serum|dumbbell/i);
  });

  it('ids and handles are unique across every catalogue; a handle finds its product anywhere', () => {
    const all = [...demoCatalogue, ...Object.values(brandCatalogues).flat()];
    expect(new Set(all.map((product) => product.id)).size).toBe(all.length);
    expect(new Set(all.map((product) => product.handle)).size).toBe(all.length);
    for (const product of all) expect(findDemoProduct(product.handle)).toBe(product);
    // Enough live products for the demo's pauses and samples, and a draft each.
    for (const brand of demoBrands) {
      const live = catalogueOf(brand.shop).filter((product) => product.status === 'ACTIVE');
      expect(live.length).toBeGreaterThan(brand.paused + brand.samples.count + 4);
      expect(catalogueOf(brand.shop).some((product) => product.status === 'DRAFT')).toBe(true);
    }
  });
});

describe("the demo brands' product pictures show the product", () => {
  it('a tent, a serum and a jacket each get their own glyph, unlike their category', () => {
    const svgOf = (handle: string) => {
      const product = findDemoProduct(handle);
      if (!product) throw new Error(`no ${handle}`);
      return productSvg(product);
    };
    const tent = svgOf('ridgeline-2-person-tent');
    const bag = svgOf('summit-down-sleeping-bag');
    const serum = svgOf('hyaluronic-hydra-serum');
    const cleanser = svgOf('gentle-foaming-cleanser');
    expect(new Set([tent, bag].map((svg) => svg.split('<g ')[1]?.split('</g>')[0])).size).toBe(2);
    expect(new Set([serum, cleanser].map((svg) => svg.split('<g ')[1]?.split('</g>')[0])).size).toBe(2);
    for (const svg of [tent, bag, serum, cleanser]) expect(svg).toMatch(/^<svg xmlns=/);
  });
});
