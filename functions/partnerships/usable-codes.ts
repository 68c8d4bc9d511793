import { discountCodeEntity } from './entities/discount-code';

/** A discount code a shopper can use now, as the creator's storefront shows it (issue 34). */
export interface UsableCode {
  brand_id: string;
  code: string;
  discount_percentage: number | null;
}

/**
 * The creator's codes that work at checkout now, one per brand: approved, and either created in the
 * brand's store or needing none (no store); not past their end date, not used up. A code still being
 * created in the store, or one the store refused, is not shown: a shopper would find it does nothing.
 * One Query of the creator's CODE# items (one per brand they requested from).
 */
export const listUsableCodesOfCreator = async (
  creatorId: string,
  now = new Date(),
): Promise<UsableCode[]> => {
  const { data } = await discountCodeEntity.query.primary({ creator_id: creatorId }).go({
    pages: 'all',
    attributes: [
      'brand_id',
      'code',
      'status',
      'store_sync',
      'discount_percentage',
      'valid_until',
      'max_uses',
      'current_uses',
    ],
  });
  return data
    .filter(
      (item) =>
        item.status === 'approved' &&
        (item.store_sync === 'created' || item.store_sync === 'not_applicable') &&
        (!item.valid_until || new Date(item.valid_until) > now) &&
        (item.max_uses == null || (item.current_uses ?? 0) < item.max_uses),
    )
    .map((item) => ({
      brand_id: item.brand_id,
      code: item.code,
      discount_percentage: item.discount_percentage ?? null,
    }));
};
