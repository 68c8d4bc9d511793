import { getBrandSummaries } from '../catalogue';
import { listSampleStore } from './entities/sample-store';

/** The Sample Store: one Query (cheapest first) and the page's brand names in one BatchGetItem. */
export const listSampleStoreProducts = async () => {
  const products = await listSampleStore();
  const brands = await getBrandSummaries([...new Set(products.map((product) => product.brand_id))]);
  return products.map((product) => ({
    brand_id: product.brand_id,
    brand_name: brands.get(product.brand_id)?.brand_name ?? 'Unknown brand',
    product_id: product.id,
    name: product.name,
    description: product.description,
    image_url: product.image_url,
    price_cents: product.price_cents,
    sample_credits: product.sample_credits,
  }));
};
