import { getBrandSummaries, listSampleStore } from '../catalogue';

/** How many products the store shows, cheapest first. */
const STORE_LIMIT = 100;

/** The Sample Store: one Query (cheapest first) and the page's brand names in one BatchGetItem. */
export const listSampleStoreProducts = async () => {
  const products = await listSampleStore(STORE_LIMIT);
  const brands = await getBrandSummaries([...new Set(products.map((product) => product.brand_id))]);
  return products.map((product) => ({
    brand_id: product.brand_id,
    brand_name: brands.get(product.brand_id)?.brand_name ?? 'Unknown brand',
    product_id: product.id,
    name: product.name ?? '',
    description: product.description ?? '',
    image_url: product.image_url ?? null,
    price_cents: Number(product.price_cents ?? 0),
    sample_credits: Number(product.sample_credits),
  }));
};
