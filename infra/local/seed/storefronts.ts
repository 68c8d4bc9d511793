/**
 * Each demo creator's storefront (`/{username}`), made as the creator makes it in the editor: over the
 * app's HTTP API with their token, the settings saved (a name, a bio of its own, live) and every product
 * they promote added (the editor's "promotable" list: one they hold a link for), the first of each brand
 * featured. Nothing here writes to the table.
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
    context.log(`@${creator.username}'s storefront: ${editor.promotable.length} products`);
  }
};
