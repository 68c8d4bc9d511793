import type * as z from 'zod/mini';
import type { createUgcRequestSchema } from '../../contracts/ugc';
import type { Brand } from '../catalogue';
import { writeTransaction } from '../shared/data/entity';
import { createId } from '../shared/data/ids';
import { withoutNulls } from '../shared/data/nulls';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import type { UgcRequest } from './entities/ugc-request';
import { contentService } from './entities/ugc-submission';

/** Yesterday (UTC) as YYYY-MM-DD: a brand west of UTC may still be on that day. */
const earliestDeadline = (now: Date) => new Date(now.getTime() - 24 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * Create Request (spec 2.4, 5): an open request, listed to creators at once. Only a brand with a
 * connected store: creators only ever see such brands, so a request from another would be unanswerable.
 * The UgcRequestCreated event (the brand's partners hear of it) is in the request's transaction.
 */
export const createUgcRequest = async (
  brand: Brand,
  input: z.output<typeof createUgcRequestSchema>,
  now = new Date(),
): Promise<UgcRequest> => {
  if (!brand.store_connected)
    throw new DomainError(
      'store_not_connected',
      'Connect your store first: creators only see brands with a connected store.',
    );
  if (input.deadline && input.deadline < earliestDeadline(now))
    throw new DomainError('validation_failed', 'Invalid request body: Deadline cannot be in the past', {
      deadline: 'Deadline cannot be in the past',
    });
  const request: UgcRequest = {
    id: createId('UR', now.getTime()),
    brand_id: brand.id,
    brand_name: brand.brand_name,
    brand_logo_url: brand.logo_url,
    ...input,
    status: 'open',
    created_at: now.toISOString(),
    closed_at: null,
  };
  const event = outboxEvent(
    'UgcRequestCreated',
    {
      version: 1,
      requestId: request.id,
      brandId: brand.id,
      title: request.title,
      budgetCents: request.budget_cents,
    },
    now,
  );
  // Its index entries are on the item: listed to creators at once.
  const outcome = await writeTransaction(contentService, (entities) => ({
    request: entities.request.create(withoutNulls(request)).commit(),
    event: entities.outbox.create(event.item).commit(),
  }));
  if (!outcome.ok) throw new Error(`Creating a UGC request for ${brand.id}: the transaction was refused`);
  return request;
};
