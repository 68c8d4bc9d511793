import { deactivateShopifyDiscount, findShopifyCodeDiscount } from '../../integrations';
import { unlessRefused } from '../../shared/data/client';
import { log } from '../../shared/log';
import { discountCodeEntity } from '../entities/discount-code';
import { brandShopifyConnection } from './store-connection';

export type RetireOutcome = 'deactivated' | 'not_in_store' | 'not_connected' | 'nothing_pending' | 'not_due';

/**
 * Ends a rotated code's grace period: its previous text is deactivated in the store, then the pending
 * rotation is cleared (with its retirement index entry), on the condition that it is still the same one.
 * Retry-safe: an old code already deactivated (or deleted by the merchant) is left as it is, a cleared
 * rotation is not touched, and a run that fails between the two steps deactivates again harmlessly.
 * A brand whose store is gone cannot be reached: its rotation is cleared, the code dies with the store.
 */
export const retirePreviousCode = async (
  key: { creator_id: string; brand_id: string },
  at = new Date(),
): Promise<RetireOutcome> => {
  const { data } = await discountCodeEntity
    .get(key)
    .go({ consistent: true, attributes: ['previous_code', 'previous_code_ends_at'] });
  const previous = data?.previous_code;
  if (!previous) return 'nothing_pending';
  if (data.previous_code_ends_at && Date.parse(data.previous_code_ends_at) > at.getTime()) return 'not_due';
  const connection = await brandShopifyConnection(key.brand_id);
  let outcome: RetireOutcome = 'not_connected';
  if (connection) {
    const found = await findShopifyCodeDiscount(connection, previous);
    if (found && found.status !== 'EXPIRED') await deactivateShopifyDiscount(connection, found.id);
    outcome = found ? 'deactivated' : 'not_in_store';
  } else log.warn('rotated code not deactivated: the store is no longer connected', { ...key, previous });
  // Refused: another run cleared it first, the same outcome.
  await unlessRefused(
    discountCodeEntity
      .patch(key)
      .remove(['previous_code', 'previous_code_ends_at', 'gsi2pk', 'gsi2sk'])
      .where((attr, op) => op.eq(attr.previous_code, previous))
      .go(),
  );
  return outcome;
};
