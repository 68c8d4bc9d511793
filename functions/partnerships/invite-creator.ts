import type { Brand } from '../catalogue';
import { getProductItems } from '../catalogue';
import { getCreator } from '../identity';
import { writeTransaction } from '../shared/data/entity';
import { createId } from '../shared/data/ids';
import { withoutNulls } from '../shared/data/nulls';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { type Invitation, invitationService } from './entities/invitation';
import { isBlacklisted } from './require-not-blacklisted';

/**
 * Invite (issue 21): the brand asks a creator of its directory to promote some of its own products. The
 * products are read under the caller's brand, so another brand's product is "not found"; each must be
 * available to creators (as Copy Link and Apply require). A creator the brand blacklisted is refused.
 */
export const inviteCreator = async (
  brand: Brand,
  input: { creator_id: string; product_ids: string[]; note: string | null },
): Promise<Invitation> => {
  const creator = await getCreator(input.creator_id);
  if (!creator?.onboarding_completed) throw new DomainError('not_found', 'Creator not found');
  if (await isBlacklisted(brand.id, creator.id)) {
    throw new DomainError(
      'conflict',
      `You blacklisted @${creator.username}. Remove them from your blacklist before inviting them.`,
    );
  }
  const productIds = [...new Set(input.product_ids)];
  const products = await getProductItems(
    productIds.map((id) => ({ brand_id: brand.id, id })),
    { attributes: ['id', 'name', 'available_to_influencers'] },
  );
  const found = new Map(products.map((product) => [product.id as string, product]));
  const missing = productIds.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw new DomainError('not_found', 'Product not found', { product_ids: 'Product not found' });
  }
  const paused = productIds.filter((id) => !found.get(id)?.available_to_influencers);
  if (paused.length > 0) {
    const names = paused.map((id) => found.get(id)?.name as string).join(', ');
    throw new DomainError(
      'validation_failed',
      `Make ${names} available to creators before inviting anyone to promote it.`,
      { product_ids: 'Only products available to creators can be invited to' },
    );
  }
  const invitation: Invitation = {
    id: createId('inv_'),
    brand_id: brand.id,
    brand_name: brand.brand_name,
    creator_id: creator.id,
    creator_username: creator.username,
    products: productIds.map((id) => ({ id, name: found.get(id)?.name as string })),
    note: input.note,
    status: 'pending',
    created_at: new Date().toISOString(),
    decided_at: null,
  };
  // The invitation and the creator's notice (InvitationSent) in one transaction: the outbox.
  const event = outboxEvent('InvitationSent', {
    version: 1,
    invitationId: invitation.id,
    brandId: brand.id,
    brandName: brand.brand_name,
    creatorId: creator.id,
    productNames: invitation.products.map((product) => product.name),
    ...(invitation.note ? { note: invitation.note } : {}),
  });
  const outcome = await writeTransaction(invitationService, ({ invitation: invitations, outbox }) => ({
    invitation: invitations.create(withoutNulls(invitation)).commit(),
    event: outbox.create(event.item).commit(),
  }));
  if (!outcome.ok) throw new Error('inviteCreator: the transaction kept conflicting');
  return invitation;
};
