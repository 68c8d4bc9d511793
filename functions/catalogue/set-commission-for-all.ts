import { writeTransaction } from '../shared/data/entity';
import { catalogueService } from './entities/catalogue-service';
import { listProductsOfBrand } from './entities/product';

/**
 * 'Apply to All': one commission for every product of the brand. Written in transactions of up to 100
 * items (DynamoDB's limit), each item conditioned on still existing; setting the same value again is
 * harmless, so a retry after a partial failure converges.
 */
export const setCommissionForAll = async (brandId: string, percentage: number): Promise<number> => {
  const products = await listProductsOfBrand(brandId);
  const now = new Date().toISOString();
  for (let start = 0; start < products.length; start += 100) {
    const outcome = await writeTransaction(catalogueService(), (entities) =>
      Object.fromEntries(
        products
          .slice(start, start + 100)
          .map((item, i) => [
            `product${i}`,
            entities.product
              .patch({ brand_id: brandId, id: item.id })
              .set({ commission_percentage: percentage, updated_at: now })
              .commit(),
          ]),
      ),
    );
    if (!outcome.ok)
      throw new Error(`commission for all of ${brandId}: refused (${outcome.refused.join(', ')})`);
  }
  return products.length;
};
