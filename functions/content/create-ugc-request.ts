import type * as z from 'zod/mini';
import type { createUgcRequestSchema } from '../../contracts/ugc';
import type { Brand } from '../catalogue';
import { createId } from '../shared/data/ids';
import { DomainError } from '../shared/errors';
import { putUgcRequest, type UgcRequest } from './entities/ugc-request';

/** Yesterday (UTC) as YYYY-MM-DD: a brand west of UTC may still be on that day. */
const earliestDeadline = (now: Date) => new Date(now.getTime() - 24 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * Create Request (spec 2.4, 5): an open request, listed to creators at once. Only a brand with a
 * connected store: creators only ever see such brands, so a request from another would be unanswerable.
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
  return putUgcRequest({
    id: createId('UR', now.getTime()),
    brand_id: brand.id,
    brand_name: brand.brand_name,
    brand_logo_url: brand.logo_url,
    title: input.title,
    description: input.description,
    content_type: input.content_type,
    budget_cents: input.budget_cents,
    licensing_terms: input.licensing_terms,
    licensing_duration_months: input.licensing_duration_months,
    duration_seconds: input.duration_seconds,
    deadline: input.deadline,
    status: 'open',
    created_at: now.toISOString(),
    closed_at: null,
  });
};
