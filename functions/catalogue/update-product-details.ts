import type * as z from 'zod/mini';
import type { productDetailsSchema } from '../../contracts/brand-products';
import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { catalogueService } from './entities/catalogue-service';
import {
  type Product,
  patchProduct,
  product,
  productNotFound,
  splitNulls,
  toProduct,
} from './entities/product';
import { productChanged } from './write-against-availability';

/**
 * The brand edits a product's details. Name, description and price are on the public product page: a
 * change of one of them is one transaction with ProductChanged (its edge copy is invalidated); a
 * category alone is one patch.
 */
export const updateProductDetails = async (
  brandId: string,
  productId: string,
  details: z.output<typeof productDetailsSchema>,
): Promise<Product> => {
  const { name, description, price_cents } = details;
  if (name === undefined && description === undefined && price_cents === undefined)
    return patchProduct(brandId, productId, details);
  const { set, remove } = splitNulls(details);
  const outcome = await writeTransaction(
    catalogueService(),
    (entities): Record<string, unknown> => ({
      product: entities.product
        .patch({ brand_id: brandId, id: productId })
        .set({ ...set, updated_at: new Date().toISOString() })
        .remove(remove)
        .where((attr, op) => op.notExists(attr.deleted_at))
        .commit(),
      event: productChanged(entities, brandId, productId),
    }),
  );
  if (!outcome.ok && outcome.refused.includes('product')) throw productNotFound();
  if (!outcome.ok)
    throw new DomainError(
      'conflict',
      'This product was changed at the same time elsewhere. Please try again.',
    );
  const { data } = await product.get({ brand_id: brandId, id: productId }).go({ consistent: true });
  if (!data) throw productNotFound();
  return toProduct(data);
};
