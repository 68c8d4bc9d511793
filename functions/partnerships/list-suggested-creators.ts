import { SUGGESTED_CREATORS } from '../../contracts/brand-creators';
import type { ProductCategory } from '../../contracts/constants';
import { listProductsOfBrand } from '../catalogue';
import { facetName, topCreatorsOfFacet } from '../identity';
import { batchGetEntities } from '../shared/data/batch-get';
import { type DirectoryCreator, type DirectoryEntry, toDirectoryEntry } from './creator-entry';
import { type BrandMark, relationshipEntity } from './entities/relationship';

type StoredMark = BrandMark & { creator_id: string };

const byResults = (a: DirectoryCreator, b: DirectoryCreator) =>
  (b.sales_cents_90d ?? 0) - (a.sales_cents_90d ?? 0) ||
  (b.conversions_90d ?? 0) - (a.conversions_90d ?? 0) ||
  a.username.localeCompare(b.username);

/**
 * Issue 34, suggested creators: those whose niches match the categories of the brand's products (those
 * made available to creators, else all of them), best 90-day results first. One Query of the brand's own
 * products, one small Query per category (the best of its niche partition by sales, at most 12
 * categories), one BatchGetItem of the brand's marks: blacklisted creators are not suggested.
 */
export const listSuggestedCreators = async (
  brandId: string,
): Promise<{ creators: DirectoryEntry[]; categories: ProductCategory[] }> => {
  const products = await listProductsOfBrand(brandId);
  const available = products.filter((product) => product.available_to_influencers);
  const categories = [...new Set((available.length ? available : products).map((p) => p.category))].sort();
  if (!categories.length) return { creators: [], categories };
  // A few more than shown per category: blacklisted ones are left out after.
  const perCategory = await Promise.all(
    categories.map((category) =>
      topCreatorsOfFacet(facetName.niche(category), 'sales', SUGGESTED_CREATORS * 2),
    ),
  );
  const unique = new Map<string, DirectoryCreator>();
  for (const creator of perCategory.flat()) unique.set(creator.creator_id, creator);
  const ranked = [...unique.values()].sort(byResults).slice(0, SUGGESTED_CREATORS * 2);
  const marks = new Map(
    (
      await batchGetEntities<StoredMark>(
        relationshipEntity,
        ranked.map((creator) => ({ brand_id: brandId, creator_id: creator.creator_id })),
        { attributes: ['creator_id', 'relationship_type', 'notes'] },
      )
    ).map((mark) => [mark.creator_id, mark]),
  );
  const creators = ranked
    .filter((creator) => marks.get(creator.creator_id)?.relationship_type !== 'blacklist')
    .slice(0, SUGGESTED_CREATORS)
    .map((creator) => toDirectoryEntry(creator, marks.get(creator.creator_id)));
  return { creators, categories };
};
