import { isConditionFailure } from '../shared/data/client';
import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import type { outboxEvent } from '../shared/outbox/outbox-event';
import {
  type DiscountCode,
  discountCodeEntity,
  getDiscountCode,
  partnershipsService,
  toCode,
} from './entities/discount-code';

/** A decision (status, and for an approval its percentage and store sync) as the code's update. */
export type DiscountCodeDecision =
  | { status: 'approved'; discount_percentage: number; store_sync: DiscountCode['store_sync'] }
  | { status: 'denied' };

/**
 * pending → approved (with a percentage) | denied, by that brand only; deciding twice is a 409. The
 * decision's outbox event (DiscountCodeApproved) is written in the same transaction as the decision.
 */
export const decideDiscountCode = async (
  brandId: string,
  creatorId: string,
  decision: DiscountCodeDecision,
  event?: ReturnType<typeof outboxEvent>,
): Promise<DiscountCode> => {
  const key = { creator_id: creatorId, brand_id: brandId };
  const now = new Date().toISOString();
  const changes = { ...decision, reviewed_at: now, status_at: now };
  let refused = false;
  if (!event) {
    try {
      // One UpdateItem returning the decided code.
      const { data } = await discountCodeEntity
        .update(key)
        .set(changes)
        .where((attr, op) => `${op.eq(attr.brand_id, brandId)} AND ${op.eq(attr.status, 'pending')}`)
        .go({ response: 'all_new' });
      return toCode(data);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      refused = true;
    }
  } else {
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
    refused = !outcome.ok;
  }
  // A transaction returns no values: read the decided item back (or why it was refused).
  const current = await getDiscountCode(creatorId, brandId);
  if (!refused && current) return current;
  if (!current || current.brand_id !== brandId) {
    throw new DomainError('not_found', 'Discount code request not found');
  }
  throw new DomainError('conflict', `This discount code was already ${current.status}.`);
};
