import { addToBrandStats, type Brand, productExistsCheck } from '../catalogue';
import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { type Application, applicationEntity, toApplication } from './entities/application';
import { partnershipsService } from './entities/discount-code';

/**
 * The brand approves or denies a pending application (only pending ones: deciding twice is a 409).
 * The condition carries both rules (this brand, still pending), so another brand's application is a
 * 404. The brand's counters and the decision's event (ApplicationApproved or ApplicationDenied) are in
 * the same transaction (the transactional outbox), so neither the referral link the approval's consumer
 * creates nor the creator's notification can be lost to a failed publish: the event waits in the outbox
 * until the bus takes it. `message` is the brand's note to the creator; it travels in the event only.
 */
export const decide = async (
  brand: Brand,
  applicationId: string,
  decision: 'approved' | 'denied',
  message: string | null = null,
  at = new Date(),
): Promise<Application> => {
  // The id names the key: `{creator_id}.{product_id}` (apply-to-promote.ts).
  const [creatorId, productId, ...rest] = applicationId.split('.');
  if (!creatorId || !productId || rest.length > 0)
    throw new DomainError('not_found', 'Application not found');
  const now = at.toISOString();
  const approved = decision === 'approved';
  const detail = {
    version: 1 as const,
    applicationId,
    creatorId,
    productId,
    brandId: brand.id,
    ...(message ? { message } : {}),
  };
  const event = approved
    ? outboxEvent('ApplicationApproved', detail, at)
    : outboxEvent('ApplicationDenied', detail, at);
  const outcome = await writeTransaction(partnershipsService, ({ application, outbox }) => {
    const operations: Record<string, unknown> = {
      application: application
        .update({ creator_id: creatorId, product_id: productId })
        .set({ status: decision, reviewed_at: now, status_at: now })
        .where((attr, op) => `${op.eq(attr.brand_id, brand.id)} AND ${op.eq(attr.status, 'pending')}`)
        .commit(),
      counters: addToBrandStats(
        brand.id,
        approved ? { pending_applications: -1, active_partnerships: 1 } : { pending_applications: -1 },
      ),
    };
    // Approvals only: the product still exists and takes partners. A product the brand deleted cannot
    // get a referral link, and a paused one (leaving the program) takes no new partners, so approving
    // an application for it would promise what never comes.
    if (approved) operations.product = productExistsCheck(brand.id, productId);
    operations.event = outbox.create(event.item).commit();
    return operations;
  });
  if (!outcome.ok && outcome.refused.length === 0) {
    throw new Error('decide: the transaction kept conflicting');
  }
  // A transaction returns no values: read the decided item back (or why it was refused).
  const { data } = await applicationEntity
    .get({ creator_id: creatorId, product_id: productId })
    .go({ consistent: true });
  const current = data ? toApplication(data) : undefined;
  if (outcome.ok && current) return current;
  if (!current || current.brand_id !== brand.id) throw new DomainError('not_found', 'Application not found');
  if (!outcome.ok && outcome.refused.includes('product') && current.status === 'pending') {
    throw new DomainError(
      'conflict',
      'This product has been deleted or paused, so it takes no new partners: this application can no longer be approved. You can deny it.',
    );
  }
  throw new DomainError('conflict', `This application was already ${current.status}.`);
};
