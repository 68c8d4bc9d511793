import { defaultStorefrontName } from '../../contracts/storefront';
import { batchGetEntities } from '../shared/data/batch-get';
import { storefront, storefrontProduct } from './entities/storefront';

/** A storefront that shows a product, as the product's page lists it ("Picked by", issue 34). */
export interface FeaturingStorefront {
  username: string;
  marketplace_name: string;
  avatar_url: string | null;
}

/** How many a product page lists: the first picks, not a directory. */
export const FEATURING_LIMIT = 12;

/**
 * The active storefronts that show a product, earliest creators first: one Query of the product's
 * FEATURED# partition (byOwner), then one BatchGetItem of those storefronts' settings, which say whether
 * each is switched on and under which name it is served now (a rename re-keys the settings, not the
 * entries' index). A switched-off storefront is left out, so the list never leads to a 404.
 */
export const readStorefrontsFeaturing = async (productId: string): Promise<FeaturingStorefront[]> => {
  // A few more than shown: some may be switched off.
  const { data: entries } = await storefrontProduct.query
    .featuredIn({ product_id: productId })
    .go({ limit: FEATURING_LIMIT * 2, attributes: ['creator_id'] });
  if (entries.length === 0) return [];
  const settings = await batchGetEntities<{
    creator_id: string;
    username: string;
    marketplace_name?: string;
    avatar_url?: string;
    is_active?: boolean;
  }>(
    storefront,
    entries.map(({ creator_id }) => ({ creator_id })),
    { attributes: ['creator_id', 'username', 'marketplace_name', 'avatar_url', 'is_active'] },
  );
  const byCreator = new Map(settings.map((item) => [item.creator_id, item]));
  return entries
    .flatMap(({ creator_id }) => {
      const found = byCreator.get(creator_id);
      return found && found.is_active !== false ? [found] : [];
    })
    .slice(0, FEATURING_LIMIT)
    .map((found) => ({
      username: found.username,
      marketplace_name: found.marketplace_name || defaultStorefrontName(found.username),
      avatar_url: found.avatar_url ?? null,
    }));
};
