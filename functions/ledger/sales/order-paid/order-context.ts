/**
 * What recording an attributed order reads before it writes anything: the brand, the creator and their
 * terms with the brand, the brand's program and offers, and the products of the order's lines (strongly
 * consistent, deleted ones too: a product deleted after the order still earns).
 */
import type { ShopifyOrderPaidV1 } from '../../../../events/schemas/shopify-order-paid';
import {
  getBrand,
  getProductItems,
  getStoreCurrency,
  importedProductId,
  type ProductItem,
  recordStoreCurrencyIfUnknown,
} from '../../../catalogue';
import { getCreator, getProfile } from '../../../identity';
import { blacklistedSince } from '../../../partnerships';
import { listTermsOfCreatorWithBrand } from '../../entities/creator-term';
import { listOffersOfBrand } from '../../entities/offer';
import { getProgramTerms } from '../../entities/program-terms';
import { activeSuspensionsOf } from '../../entities/suspension';
import { PROGRAM_CURRENCY } from '../order-review';

export interface OrderContext {
  brand: Awaited<ReturnType<typeof getBrand>>;
  creator: Awaited<ReturnType<typeof getCreator>>;
  profile: Awaited<ReturnType<typeof getProfile>>;
  /** Since when the brand has blocked the creator; null when it has not. */
  blockedSince: Awaited<ReturnType<typeof blacklistedSince>>;
  /** Issue 36: since when the creator is suspended (platform-wide, or from this brand); null when not. */
  suspendedSince: string | null;
  terms: Awaited<ReturnType<typeof listTermsOfCreatorWithBrand>>;
  program: Awaited<ReturnType<typeof getProgramTerms>>;
  offers: Awaited<ReturnType<typeof listOffersOfBrand>>;
  /** Each line's catalogue product id, in the order's line order (null: a custom line). */
  productIds: (string | null)[];
  products: Map<string, ProductItem>;
}

export const readOrderContext = async (
  brandId: string,
  creatorId: string,
  order: ShopifyOrderPaidV1['order'],
): Promise<OrderContext> => {
  const [brand, creator, profile, blockedSince, storeCurrency, terms, program, offers, suspensions] =
    await Promise.all([
      getBrand(brandId),
      getCreator(creatorId),
      getProfile(creatorId),
      blacklistedSince(brandId, creatorId),
      getStoreCurrency(brandId),
      listTermsOfCreatorWithBrand(brandId, creatorId),
      getProgramTerms(brandId),
      listOffersOfBrand(brandId, true),
      activeSuspensionsOf(creatorId),
    ]);
  const suspension = suspensions.find((s) => !s.brand_id || s.brand_id === brandId);
  // A store connected before its currency was recorded ran in the program's currency (USD).
  if (!storeCurrency) await recordStoreCurrencyIfUnknown(brandId, PROGRAM_CURRENCY);
  const productIds = order.lineItems.map((line) =>
    line.productId ? importedProductId(brandId, line.productId) : null,
  );
  const items = await getProductItems(
    productIds.filter((id): id is string => id !== null).map((id) => ({ brand_id: brandId, id })),
    { consistent: true, withDeleted: true },
  );
  const products = new Map(items.map((product) => [product.id, product]));
  return {
    brand,
    creator,
    profile,
    blockedSince,
    suspendedSince: suspension?.suspended_at ?? null,
    terms,
    program,
    offers,
    productIds,
    products,
  };
};
