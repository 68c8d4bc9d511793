/**
 * Each demo creator's storefront (`/{username}`), made as the creator makes it in the editor: over the
 * app's HTTP API with their token, the settings saved (a name, a bio of its own, live) and every product
 * they promote added (the editor's "promotable" list: one they hold a link for), the first of each brand
 * featured, then their collections (issue 34) made from the products on it. Nothing here writes to the
 * table.
 */
import type { DemoCreator } from './demo-data';
import { api, type MoneyContext } from './money-history';

interface Promotable {
  product_id: string;
  brand_name: string;
  on_storefront: boolean;
}

export const openStorefronts = async (context: MoneyContext, creators: readonly DemoCreator[]) => {
  for (const creator of creators) {
    const token = await context.tokenOf(creator.email);
    const editor = (await api(context, '/creator/storefront', { token })) as {
      storefront: Record<string, unknown>;
      promotable: Promotable[];
    };
    await api(context, '/creator/storefront', {
      method: 'PUT',
      token,
      body: {
        ...editor.storefront,
        marketplace_name: creator.storefront.name,
        bio: creator.storefront.bio,
        is_active: true,
      },
    });
    const featuredBrands = new Set<string>();
    for (const product of editor.promotable.filter((candidate) => !candidate.on_storefront)) {
      const featured = !featuredBrands.has(product.brand_name);
      featuredBrands.add(product.brand_name);
      await api(context, '/creator/storefront/products', {
        method: 'POST',
        token,
        body: { product_id: product.product_id, featured },
      });
    }
    const made = await makeCollections(context, token, creator);
    context.log(
      `@${creator.username}'s storefront: ${editor.promotable.length} products, ${made} collections`,
    );
  }
};

/** The creator's demo collections, each from the storefront products whose names hold its words. */
const makeCollections = async (
  context: MoneyContext,
  token: string,
  creator: DemoCreator,
): Promise<number> => {
  const { products } = (await api(context, '/creator/storefront', { token })) as {
    products: { product_id: string; name: string }[];
  };
  let made = 0;
  for (const collection of creator.collections) {
    const ids = collection.words.flatMap((word) =>
      products
        .filter((product) => product.name.toLowerCase().includes(word.toLowerCase()))
        .map((p) => p.product_id),
    );
    const productIds = [...new Set(ids)];
    if (productIds.length === 0) continue;
    await api(context, '/creator/storefront/collections', {
      method: 'POST',
      token,
      body: { title: collection.title, product_ids: productIds },
    });
    made++;
  }
  return made;
};
