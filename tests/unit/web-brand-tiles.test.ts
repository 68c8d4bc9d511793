/**
 * The creator's Brands tiles count the set the list shows (issue 21): unsearched the directory's
 * counters; while searching, the loaded matches (brands, their stores, their products), never the whole
 * directory's figures beside a search's list.
 */
import { describe, expect, it } from 'vitest';
import { brandTiles } from '../../web/src/features/creator-brands/api/brand-tiles';

const brand = (id: string, product_count: number) => ({
  id,
  brand_name: id,
  logo_url: null,
  description: null,
  mission_statement: null,
  website: null,
  product_count,
  program_mode: 'open' as const,
});

describe('brandTiles', () => {
  it("unsearched: the directory's totals", () => {
    expect(
      brandTiles({ brands: 1_204, connected_stores: 1_204, products: 9_876 }, [brand('a', 3)], true),
    ).toEqual({ brands: '1,204', connectedStores: '1,204', products: '9,876' });
  });

  it('searching: every tile counts the matches listed', () => {
    const listed = [brand('a', 3), brand('b', 0), brand('c', 12)];
    const nulls = { brands: null, connected_stores: null, products: null };
    expect(brandTiles(nulls, listed, false)).toEqual({ brands: '3', connectedStores: '3', products: '15' });
    // More may match than is loaded: each says so.
    expect(brandTiles(nulls, listed, true)).toEqual({ brands: '3+', connectedStores: '3+', products: '15+' });
    expect(brandTiles(nulls, [], false)).toEqual({ brands: '0', connectedStores: '0', products: '0' });
  });

  it('nothing loaded yet: empty tiles', () => {
    expect(brandTiles(undefined, [], false)).toEqual({ brands: '', connectedStores: '', products: '' });
  });
});
