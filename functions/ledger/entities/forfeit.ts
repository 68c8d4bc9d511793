import type { EntityItem } from 'electrodb';
import { defineEntity, SERVICE, tableKey, transactional } from '../../shared/data/entity';

const cents = { type: 'number', required: true } as const;

/**
 * Issue 35: a creator's balance forfeited when they closed their account with it unpaid, with their
 * consent, CREATOR#{creatorId} / FORFEIT. A record, not a deletion: every commission entry stays as it
 * was (the brands' invoices and sales keep their figures, and the ledger's totals do not move); this item
 * says what the creator gave up and when, and no payout opens for a creator who has one
 * (payouts/open-payout.ts). At most one per creator (a conditional Put).
 */
export const forfeitEntity = defineEntity({
  model: { entity: 'forfeit', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    /** Earned, still in its hold or waiting for the brand's invoice. */
    pending_cents: cents,
    /** Payable: would have been paid in the next payout. */
    available_cents: cents,
    /** Held for the brand's review (self-referrals). */
    held_cents: cents,
    forfeited_at: { type: 'string', required: true },
    /** What the person typed to confirm, kept with the consent. */
    confirmation: { type: 'string', required: true },
  },
  indexes: { primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', 'FORFEIT') } },
});

export type Forfeit = EntityItem<typeof forfeitEntity>;

export const getForfeit = async (creatorId: string): Promise<Forfeit | undefined> =>
  (await forfeitEntity.get({ creator_id: creatorId }).go({ consistent: true })).data ?? undefined;

/** The forfeit as one operation of the closing's transaction (refused when one exists). */
export const forfeitOperation = (forfeit: Forfeit) => transactional(forfeitEntity).create(forfeit).commit();
