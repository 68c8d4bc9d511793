import { addToBrandStats, getBrand, productExistsCheck } from '../catalogue';
import { requireOnboardedCreator } from '../identity';
import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { type Application, applicationEntity, toApplication } from './entities/application';
import { getInvitation, type Invitation, invitationService } from './entities/invitation';
import { requireNotBlacklisted } from './require-not-blacklisted';

/** The invitation of the caller (its own partition: another creator's id is simply not found). */
const pendingInvitation = async (creatorId: string, invitationId: string): Promise<Invitation> => {
  const invitation = await getInvitation(creatorId, invitationId);
  if (!invitation) throw new DomainError('not_found', 'Invitation not found');
  if (invitation.status !== 'pending') throw alreadyDecided(invitation);
  return invitation;
};

const alreadyDecided = (invitation: Invitation) =>
  new DomainError('conflict', `You already ${invitation.status} this invitation.`);

/** How many times the accept is tried again when an application changed between the read and the write. */
const ATTEMPTS = 3;

/**
 * Accept (issue 21): the partnership is approved for every product of the invitation through the path
 * an approved application takes — each application is approved (created approved when there was none)
 * with the brand's counters and an ApplicationApproved event in the same transaction, so the referral
 * links are created by the same idempotent consumer and the same notifications follow. The invitation
 * moves from pending under a condition, so a second accept (or an accept after a decline) is a 409 and
 * changes nothing. Products already approved for this creator keep their application and link.
 */
export const acceptInvitation = async (creatorId: string, invitationId: string): Promise<Invitation> => {
  const creator = await requireOnboardedCreator(creatorId);
  for (let attempt = 1; ; attempt++) {
    const invitation = await pendingInvitation(creator.id, invitationId);
    const brand = await getBrand(invitation.brand_id);
    if (!brand) throw new DomainError('not_found', 'This brand no longer exists.');
    await requireNotBlacklisted(brand.id, creator.id, 'invitation');
    const current = await Promise.all(
      invitation.products.map(async (product) => {
        const { data } = await applicationEntity
          .get({ creator_id: creator.id, product_id: product.id })
          .go({ consistent: true });
        return data ? toApplication(data) : undefined;
      }),
    );
    const now = new Date().toISOString();
    let pendingDelta = 0;
    let activeDelta = 0;
    const outcome = await writeTransaction(
      invitationService,
      ({ invitation: invitations, application, outbox }) => {
        const operations: Record<string, unknown> = {
          invitation: invitations
            .update({ creator_id: creator.id, id: invitation.id })
            .set({ status: 'accepted', decided_at: now })
            .where((attr, op) => op.eq(attr.status, 'pending'))
            .commit(),
          // The creator's invitation notification is done (issue 31).
          decided: outbox.create(invitationDecided(invitation, 'accepted')).commit(),
        };
        invitation.products.forEach((product, index) => {
          const existing: Application | undefined = current[index];
          if (existing?.status === 'approved' && existing.brand_id === brand.id) return;
          const approval = { status: 'approved' as const, reviewed_at: now, status_at: now };
          if (!existing) {
            operations[`application${index}`] = application
              .create({
                id: `${creator.id}.${product.id}`,
                creator_id: creator.id,
                creator_username: creator.username,
                product_id: product.id,
                product_name: product.name,
                brand_id: brand.id,
                brand_name: brand.brand_name,
                applied_at: now,
                ...approval,
              })
              .commit();
          } else {
            // Approved on the status read: a decision the brand made meanwhile sends us round again.
            operations[`application${index}`] = application
              .update({ creator_id: creator.id, product_id: product.id })
              .set(approval)
              .where((attr, op) => op.eq(attr.status, existing.status))
              .commit();
            if (existing.status === 'pending') pendingDelta -= 1;
          }
          activeDelta += 1;
          operations[`product${index}`] = productExistsCheck(brand.id, product.id);
          operations[`event${index}`] = outbox
            .create(
              outboxEvent('ApplicationApproved', {
                version: 1,
                applicationId: `${creator.id}.${product.id}`,
                creatorId: creator.id,
                productId: product.id,
                brandId: brand.id,
                // The creator accepted: not told of their own approval (kinds/partnerships.ts).
                invitationId: invitation.id,
              }).item,
            )
            .commit();
        });
        if (activeDelta !== 0) {
          operations.counters = addToBrandStats(brand.id, {
            active_partnerships: activeDelta,
            ...(pendingDelta ? { pending_applications: pendingDelta } : {}),
          });
        }
        return operations;
      },
    );
    if (outcome.ok) return { ...invitation, status: 'accepted', decided_at: now };
    if (outcome.refused.includes('invitation')) {
      const decided = await getInvitation(creator.id, invitation.id);
      throw decided ? alreadyDecided(decided) : new DomainError('not_found', 'Invitation not found');
    }
    const gone = outcome.refused.find((name) => name.startsWith('product'));
    if (gone) {
      const product = invitation.products[Number(gone.slice('product'.length))];
      throw new DomainError(
        'conflict',
        `${product?.name ?? 'A product'} is no longer offered by ${brand.brand_name}, so this invitation can't be accepted.`,
      );
    }
    if (attempt >= ATTEMPTS) throw new Error('acceptInvitation: the applications kept changing');
  }
};

/** InvitationDecided, for the decision's transaction. */
const invitationDecided = (
  invitation: Pick<Invitation, 'id' | 'brand_id' | 'creator_id'>,
  decision: 'accepted' | 'declined',
) =>
  outboxEvent('InvitationDecided', {
    version: 1,
    invitationId: invitation.id,
    brandId: invitation.brand_id,
    creatorId: invitation.creator_id,
    decision,
  }).item;

/** Decline (issue 21): recorded on the invitation, which the brand sees declined. Once only. */
export const declineInvitation = async (creatorId: string, invitationId: string): Promise<Invitation> => {
  const invitation = await pendingInvitation(creatorId, invitationId);
  const now = new Date().toISOString();
  const outcome = await writeTransaction(invitationService, ({ invitation: invitations, outbox }) => ({
    invitation: invitations
      .update({ creator_id: creatorId, id: invitation.id })
      .set({ status: 'declined', decided_at: now })
      .where((attr, op) => op.eq(attr.status, 'pending'))
      .commit(),
    decided: outbox.create(invitationDecided(invitation, 'declined')).commit(),
  }));
  if (outcome.ok) return { ...invitation, status: 'declined', decided_at: now };
  const decided = await getInvitation(creatorId, invitation.id);
  throw decided ? alreadyDecided(decided) : new DomainError('not_found', 'Invitation not found');
};
