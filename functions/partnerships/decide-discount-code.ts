import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { type DiscountCode, getDiscountCode, partnershipsService } from './entities/discount-code';

/** A decision (status, and for an approval its percentage and store sync) as the code's update. */
export type DiscountCodeDecision =
  | { status: 'approved'; discount_percentage: number; store_sync: DiscountCode['store_sync'] }
  | { status: 'denied' };

const notFound = () => new DomainError('not_found', 'Discount code request not found');

/**
 * pending → approved (with a percentage) | denied, by that brand only; deciding twice is a 409. The
 * decision's outbox event (DiscountCodeApproved: the creator is told and, with a Shopify store, the
 * code is created there; DiscountCodeDenied: the creator is told) is written in the same transaction
 * as the decision. The code's text is fixed when it is requested, so it is read first to go into the
 * event; the decision itself is still the conditional write (pending, this brand) that refuses a second
 * decision or one racing this.
 */
export const decideDiscountCode = async (
  brandId: string,
  creatorId: string,
  decision: DiscountCodeDecision,
  at = new Date(),
): Promise<DiscountCode> => {
  const requested = await getDiscountCode(creatorId, brandId);
  if (!requested || requested.brand_id !== brandId) throw notFound();
  const key = { creator_id: creatorId, brand_id: brandId };
  const now = at.toISOString();
  const changes = { ...decision, reviewed_at: now, status_at: now };
  const event =
    decision.status === 'approved'
      ? outboxEvent(
          'DiscountCodeApproved',
          {
            version: 1,
            creatorId,
            brandId,
            code: requested.code,
            discountPercentage: decision.discount_percentage,
          },
          at,
        )
      : outboxEvent('DiscountCodeDenied', { version: 1, creatorId, brandId, code: requested.code }, at);
  const outcome = await writeTransaction(partnershipsService, ({ discountCode, outbox }) => ({
    decision: discountCode
      .update(key)
      .set(changes)
      .where((attr, op) => `${op.eq(attr.brand_id, brandId)} AND ${op.eq(attr.status, 'pending')}`)
      .commit(),
    event: outbox.create(event.item).commit(),
  }));
  if (!outcome.ok && outcome.refused.length === 0) {
    throw new Error('decideDiscountCode: the transaction kept conflicting');
  }
  // A transaction returns no values: read the decided item back (or why it was refused).
  const current = await getDiscountCode(creatorId, brandId);
  if (outcome.ok && current) return current;
  if (!current || current.brand_id !== brandId) throw notFound();
  throw new DomainError('conflict', `This discount code was already ${current.status}.`);
};
