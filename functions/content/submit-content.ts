import type * as z from 'zod/mini';
import type { submitUgcSchema } from '../../contracts/ugc';
import { DEFAULT_LICENCE_MONTHS } from '../../contracts/ugc';
import { getConnectedBrandOrThrow, getProductOrThrow } from '../catalogue';
import { requireOnboardedCreator } from '../identity';
import { isBlacklisted } from '../partnerships';
import { writeTransaction } from '../shared/data/entity';
import { createId } from '../shared/data/ids';
import { withoutNulls } from '../shared/data/nulls';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { ugcRequestEntity } from './entities/ugc-request';
import { contentService, type UgcSubmission } from './entities/ugc-submission';

const CLOSED = 'This request is closed and no longer takes submissions.';

/**
 * Submit Content (spec 2.5, 5): content for a brand with a connected store, either answering one of its
 * open requests (Apply on Content Opportunities or Explore's Content tab) or unrequested (the brand
 * profile's form). The request's budget and licence terms are copied onto the submission; the Put and
 * the request's "still open" check are one transaction, so a request closed meanwhile takes nothing.
 * The UgcContentSubmitted event (the brand is told) is in the same transaction.
 */
export const submitContent = async (
  creatorId: string,
  input: Omit<z.output<typeof submitUgcSchema>, 'content_url' | 'content_upload_id'> & {
    content_url: string;
  },
  now = new Date(),
): Promise<UgcSubmission> => {
  const creator = await requireOnboardedCreator(creatorId);
  const [brand, { data: request }, product, blocked] = await Promise.all([
    getConnectedBrandOrThrow(input.brand_id),
    input.ugc_request_id
      ? ugcRequestEntity.get({ brand_id: input.brand_id, id: input.ugc_request_id }).go()
      : { data: null },
    // Looked up under the brand: another brand's product id is not found here.
    input.product_id ? getProductOrThrow(input.brand_id, input.product_id) : undefined,
    isBlacklisted(input.brand_id, creator.id),
  ]);
  if (input.ugc_request_id && !request) throw new DomainError('not_found', 'UGC request not found');
  if (request && request.status !== 'open') throw new DomainError('conflict', CLOSED);
  if (blocked)
    throw new DomainError(
      'blocked_by_brand',
      "This brand isn't accepting partnerships with you, so you can't submit content to it.",
    );
  const submission: UgcSubmission = {
    id: createId('US', now.getTime()),
    brand_id: brand.id,
    brand_name: brand.brand_name,
    ugc_request_id: request?.id ?? null,
    request_title: request?.title ?? null,
    budget_cents: request?.budget_cents ?? null,
    licensing_terms: request?.licensing_terms ?? null,
    licensing_duration_months: request?.licensing_duration_months ?? DEFAULT_LICENCE_MONTHS,
    creator_id: creator.id,
    creator_username: creator.username,
    content_type: input.content_type,
    product_id: product?.id ?? null,
    product_name: product?.name ?? null,
    content_url: input.content_url,
    content_description: input.content_description,
    status: 'pending',
    brand_feedback: null,
    payment_amount_cents: null,
    submitted_at: now.toISOString(),
    decided_at: null,
    licence: null,
  };
  const event = outboxEvent(
    'UgcContentSubmitted',
    {
      version: 1,
      submissionId: submission.id,
      brandId: brand.id,
      creatorId: creator.id,
      creatorUsername: creator.username,
      ...(submission.request_title ? { requestTitle: submission.request_title } : {}),
    },
    now,
  );
  const outcome = await writeTransaction(
    contentService,
    (entities): Record<string, unknown> => ({
      submission: entities.submission.create(withoutNulls(submission)).commit(),
      event: entities.outbox.create(event.item).commit(),
      ...(request
        ? {
            requestOpen: entities.request
              .check({ brand_id: brand.id, id: request.id })
              .where((attr, op) => op.eq(attr.status, 'open'))
              .commit(),
          }
        : {}),
    }),
  );
  // The submission's key is new, so only the request's check can refuse: it was closed meanwhile.
  if (!outcome.ok && outcome.refused.length > 0) throw new DomainError('conflict', CLOSED);
  if (!outcome.ok) throw new Error(`Submitting to ${brand.id}: the transaction kept conflicting`);
  return submission;
};
