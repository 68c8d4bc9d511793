import type { StorefrontCodes } from '../../ui/storefront/storefront-types';
import { listUsableCodesOfCreator } from '../partnerships';

/**
 * The creator's usable discount codes (issue 34), as the pages show them: for each product, its brand's
 * code, if the creator has one shoppers can use now. One Query of the creator's codes.
 */
export const codesByProduct = async (
  creatorId: string,
  brandOf: ReadonlyMap<string, string>,
): Promise<StorefrontCodes> => {
  const codes = new Map(
    (await listUsableCodesOfCreator(creatorId)).map((code) => [
      code.brand_id,
      { code: code.code, discount_percentage: code.discount_percentage },
    ]),
  );
  const byProduct: StorefrontCodes = {};
  for (const [productId, brandId] of brandOf) {
    const code = codes.get(brandId);
    if (code) byProduct[productId] = code;
  }
  return byProduct;
};
