import { addToBrandStats, getBrand, getProductOrThrow, requireOpenToNewPartners } from '../catalogue';
import { requireOnboardedCreator } from '../identity';
import { writeTransaction } from '../shared/data/entity';
import { withoutNulls } from '../shared/data/nulls';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { type Application, getApplication } from './entities/application';
import { partnershipsService } from './entities/discount-code';
import { requireNotBlacklisted } from './require-not-blacklisted';

export const ALREADY_APPLIED = 'You have already applied to promote this product.';

/**
 * 'Apply' / 'Apply to Promote': a pending application with the creator's pitch, one per creator and
 * product (the create's condition on the (creator, product) key), with the brand's pending counter and
 * the ApplicationSubmitted event (the brand is told) in the same transaction. When the key is taken,
 * the application there is the answer while it is pending (`created: false`: a double click or a
 * second tab is not an error, and nothing is written twice); a decided one is 409, as before issue 34.
 * A creator the brand blacklisted cannot apply (403).
 */
export const applyToPromote = async (
  creatorId: string,
  input: { brand_id: string; product_id: string; message?: string | null },
  at = new Date(),
): Promise<{ application: Application; created: boolean }> => {
  const creator = await requireOnboardedCreator(creatorId);
  const brand = await getBrand(input.brand_id);
  if (!brand) throw new DomainError('not_found', 'Brand not found');
  const product = await getProductOrThrow(brand.id, input.product_id);
  requireOpenToNewPartners(product);
  await requireNotBlacklisted(brand.id, creator.id, 'apply');
  const now = at.toISOString();
  const application: Application = {
    // The id names the key, creator and product: brand routes address applications by it.
    id: `${creator.id}.${product.id}`,
    creator_id: creator.id,
    creator_username: creator.username,
    product_id: product.id,
    product_name: product.name,
    brand_id: brand.id,
    brand_name: brand.brand_name,
    status: 'pending',
    message: input.message?.trim() || null,
    applied_at: now,
    reviewed_at: null,
  };
  const event = outboxEvent(
    'ApplicationSubmitted',
    {
      version: 1,
      applicationId: application.id,
      creatorId: creator.id,
      creatorUsername: creator.username,
      productId: product.id,
      productName: product.name,
      brandId: brand.id,
    },
    at,
  );
  const outcome = await writeTransaction(partnershipsService, ({ application: applications, outbox }) => ({
    application: applications.create({ ...withoutNulls(application), status_at: now }).commit(),
    counters: addToBrandStats(brand.id, { pending_applications: 1 }),
    event: outbox.create(event.item).commit(),
  }));
  if (outcome.ok) return { application, created: true };
  if (outcome.refused.includes('application')) {
    const existing = await getApplication(creator.id, product.id);
    if (existing?.status === 'pending') return { application: existing, created: false };
    throw new DomainError('conflict', ALREADY_APPLIED);
  }
  throw new Error('applyToPromote: the transaction kept conflicting');
};
