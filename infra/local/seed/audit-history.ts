/**
 * Issue 35: the demo brands' audit log over the history's months, agreeing with their screens.
 *
 * Most of the seed's changes are made as of their own time: the actions take the instant (the rates and
 * the blocked creator in the setup week, the API key; seed.ts). Two kinds cannot be, and their entries
 * are written when the seed runs:
 * - the team: the invited person signs up at the wall clock, and the sign-up must find the invitation
 *   still open or it makes them an empty brand of their own, so the owner invites and the member joins
 *   over the API then (teams.ts);
 * - money: Stripe's webhook records an invoice's payment, and the card that payment kept, when it is
 *   handled (pay-invoice.ts, save-payment-method.ts), though the local Stripe's clock dates the payment
 *   itself, and so the invoice's paid_at and the card's saved_at, in the past (history-walk.ts).
 * Here each of those entries is re-filed — the same entry, actor, values and correlation id — at the
 * instant the demo's own data dates its change:
 * - member.invited and member.joined on the member's days of the history (demo-data.ts), with the
 *   membership's joined date (Team); the owner's membership dates from the brand's setup;
 * - invoice.paid at the invoice's paid_at (Invoices), the saved card at its saved_at (Billing).
 * Only entries dated at or after the seed's start are moved, each once (it lands before the start), so a
 * second pass changes nothing. Seed-only: the product never moves an entry (they are append-only).
 */
import type { AuditEntryItem } from '../../../functions/shared/audit/audit-entry';
import type { DemoBrand } from './demo-data';

export interface StoryClock {
  /** When the seed began: what it wrote at the wall clock is dated from then on. */
  seedStartedAt: Date;
  /** The brand's setup week (its rates): its owner's membership dates from then. */
  setupAt: Date;
  /** An instant `days` (fractional) into the history. */
  intoHistory: (days: number) => Date;
}

/** Re-files the seed's wall-clock entries of one brand at their story's instants; answers how many. */
export const dateSeedChanges = async (
  brandId: string,
  demo: DemoBrand,
  clock: StoryClock,
): Promise<number> => {
  const { AUDIT_RETENTION_SECONDS, auditEntity } = await import(
    '../../../functions/shared/audit/audit-entry'
  );
  const { createId } = await import('../../../functions/shared/data/ids');
  const { defineService, transactional, writeTransaction } = await import(
    '../../../functions/shared/data/entity'
  );
  const { brandMember, userMembership } = await import(
    '../../../functions/shared/tenancy/entities/membership'
  );
  const { getBillingProfile } = await import('../../../functions/ledger');
  const started = clock.seedStartedAt.toISOString();
  const service = defineService({ audit: auditEntity });

  /** The membership's joined date, both of its items (Team lists one, the workspace switcher the other). */
  const joinedOn = (userId: string, at: string) => ({
    member: transactional(brandMember)
      .patch({ brand_id: brandId, user_id: userId })
      .set({ added_at: at })
      .commit(),
    membership: transactional(userMembership)
      .patch({ user_id: userId, brand_id: brandId })
      .set({ added_at: at })
      .commit(),
  });

  /** The entry moved to `at` (a new id of that instant: ids sort by time), with `also` in one transaction. */
  const refile = async (entry: AuditEntryItem, at: Date, also: Record<string, unknown> = {}) => {
    const moved = {
      ...entry,
      at: at.toISOString(),
      id: createId('au_', at.getTime()),
      expiresAt: Math.floor(at.getTime() / 1000) + AUDIT_RETENTION_SECONDS,
    };
    const outcome = await writeTransaction(service, () => ({
      was: transactional(auditEntity)
        .delete({ brand_id: brandId, at: entry.at, id: entry.id })
        .where((attr, op) => op.exists(attr.kind))
        .commit(),
      is: transactional(auditEntity).create(moved).commit(),
      ...also,
    }));
    if (!outcome.ok)
      throw new Error(`seed: re-filing ${entry.kind} ${entry.id} refused (${outcome.refused})`);
  };

  const { data: written } = await auditEntity.query
    .primary({ brand_id: brandId })
    .gte({ at: started })
    .go({ pages: 'all' });
  const { payment_method: card } = await getBillingProfile(brandId);
  const memberOf = (email: string | undefined) => demo.team?.find((member) => member.email === email);
  /** When the demo's data dates the entry's change; undefined: it stays where it is. */
  const storyDateOf = (entry: AuditEntryItem): Date | undefined => {
    const after = (entry.after ?? {}) as { paid_at?: string; card?: { last4?: string } };
    const member = memberOf(entry.subject_label);
    switch (entry.kind) {
      case 'invoice.paid':
        return after.paid_at ? new Date(after.paid_at) : undefined;
      // The card a first Checkout payment kept: saved when it was paid (Stripe's clock).
      case 'payment_method.changed':
        return card && after.card?.last4 === card.last4 && card.saved_at < started
          ? new Date(card.saved_at)
          : undefined;
      case 'member.invited':
        return member && clock.intoHistory(member.invitedDay);
      case 'member.joined':
        return member && clock.intoHistory(member.joinedDay);
      default:
        return undefined;
    }
  };
  let moved = 0;
  for (const entry of written) {
    const at = storyDateOf(entry);
    if (!at) continue;
    // Team's "Joined" moves with the entry.
    await refile(entry, at, entry.kind === 'member.joined' ? joinedOn(entry.actor_id, at.toISOString()) : {});
    moved++;
  }
  // The owner joined when the brand was set up, before anyone they invited.
  const { data: members } = await brandMember.query.primary({ brand_id: brandId }).go({ consistent: true });
  for (const owner of members.filter((member) => member.role === 'owner' && member.added_at >= started)) {
    await writeTransaction(service, () => joinedOn(owner.user_id, clock.setupAt.toISOString()));
  }
  return moved;
};
