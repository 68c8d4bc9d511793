import type { Actor } from '../../shared/audit/actor';
import { auditEntry } from '../../shared/audit/audit-entry';
import { writeTransaction } from '../../shared/data/entity';
import { DomainError } from '../../shared/errors';
import { outboxEvent } from '../../shared/outbox/outbox-event';
import { type DiscountCode, getDiscountCode, partnershipsService } from '../entities/discount-code';
import { inStore } from './in-store';

export type CodeChange = 'rotate' | 'once_per_customer';

const busy = (code: DiscountCode) =>
  code.pending_change
    ? new DomainError(
        'conflict',
        'A change to this code is under way in your Shopify store. Try again in a moment.',
      )
    : new DomainError(
        'conflict',
        `This code was just rotated: ${code.previous_code} stops working at ${code.previous_code_ends_at}. Rotate again once it has.`,
      );

/**
 * Issue 36, leaked codes: the brand asks for a change to a creator's code in its Shopify store. Recorded
 * on the code (pending_change) with its DiscountCodeChangeRequested event and its audit entry in one
 * transaction, on the condition that the code is still the one read and no change is under way (nor, for
 * a rotation, a previous rotation's old code still working): a second click is a 409, never a second new
 * code. ChangeStoreDiscountCode makes the change in the store.
 */
const requestCodeChange = async (
  brandId: string,
  creatorId: string,
  change: CodeChange,
  actor: Actor,
  at: Date,
  graceHours?: number,
): Promise<DiscountCode> => {
  const current = inStore(
    await getDiscountCode(creatorId, brandId),
    brandId,
    change === 'rotate' ? 'rotated' : 'limited',
  );
  if (current.pending_change || (change === 'rotate' && current.previous_code)) throw busy(current);
  const event = outboxEvent(
    'DiscountCodeChangeRequested',
    { version: 1, creatorId, brandId, change, code: current.code },
    at,
  );
  const audit = auditEntry(
    brandId,
    actor,
    {
      kind: change === 'rotate' ? 'discount_code.rotated' : 'discount_code.restricted',
      subject: { type: 'creator', id: creatorId, label: `@${current.creator_username}` },
      before: { code: current.code },
      after: change === 'rotate' ? { grace_hours: graceHours } : { applies_once_per_customer: true },
    },
    at,
  );
  const outcome = await writeTransaction(partnershipsService, ({ discountCode, outbox }) => ({
    code: discountCode
      .patch({ creator_id: creatorId, brand_id: brandId })
      .set(
        change === 'rotate'
          ? { pending_change: change, pending_grace_hours: graceHours ?? 0 }
          : { pending_change: change },
      )
      .remove(['change_error', 'pending_code'])
      .where((attr, op) =>
        [
          op.eq(attr.code, current.code),
          op.eq(attr.status, 'approved'),
          op.notExists(attr.pending_change),
          ...(change === 'rotate' ? [op.notExists(attr.previous_code)] : []),
        ].join(' AND '),
      )
      .commit(),
    event: outbox.create(event.item).commit(),
    audit: audit.commit(),
  }));
  const after = await getDiscountCode(creatorId, brandId);
  if (outcome.ok && after) return after;
  throw after ? busy(after) : new DomainError('not_found', 'Discount code not found');
};

/** A new code in the store; the old one keeps working for `graceHours` (0: it stops at once). */
export const requestRotation = (
  brandId: string,
  creatorId: string,
  graceHours: number,
  actor: Actor,
  at = new Date(),
) => requestCodeChange(brandId, creatorId, 'rotate', actor, at, graceHours);

/** Shopify's appliesOncePerCustomer. Already set: the code as it is, nothing written. */
export const requestOncePerCustomer = async (
  brandId: string,
  creatorId: string,
  actor: Actor,
  at = new Date(),
): Promise<DiscountCode> => {
  const current = await getDiscountCode(creatorId, brandId);
  if (current?.brand_id === brandId && current.applies_once_per_customer) return current;
  return requestCodeChange(brandId, creatorId, 'once_per_customer', actor, at);
};
