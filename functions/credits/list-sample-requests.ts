import { getProductItems } from '../catalogue';
import { sampleRequestEntity } from './entities/samples';

/**
 * The creators' sample requests to a brand (spec 3 sample_requests), newest first: one Query on the
 * brand's partition, and the products' names in one BatchGetItem (read, so a renamed product shows
 * its new name).
 */
export const listSampleRequestsOfBrand = async (brandId: string, limit = 100) => {
  const { data: requests } = await sampleRequestEntity.query.primary({ brand_id: brandId }).go({ limit });
  const products = await getProductItems(
    requests.map((request) => ({ brand_id: brandId, id: request.product_id })),
    { attributes: ['id', 'name'] },
  );
  const names = new Map(products.map((product) => [product.id, product.name]));
  return requests
    .map((request) => ({
      product_id: request.product_id,
      product_name: names.get(request.product_id) ?? 'Deleted product',
      creator_id: request.creator_id,
      creator_username: request.creator_username,
      // Absent (null on older items) without a message.
      message: request.message ?? null,
      status: 'pending' as const,
      created_at: request.created_at,
    }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
};
