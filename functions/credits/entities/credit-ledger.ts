/**
 * The sample-credits ledger of a creator (docs/architecture.md section 8): an append-only list of entries (credits
 * earned +, spent −) beside one balance item. Every entry is written in the same transaction as the
 * balance's atomic change; a debit is conditioned on `balance >= cost`, so the balance is never
 * negative however many debits race.
 */
import type { EntityItem } from 'electrodb';
import type { CreditEntry } from '../../../contracts/credits';
import { defineEntity, SERVICE } from '../../shared/data/entity';

const creatorPk = {
  field: 'pk',
  composite: ['creator_id'],
  template: 'CREATOR#${creator_id}',
  casing: 'none',
} as const;

/** CREATOR#{id} / CREDITS: absent until the first award (every figure 0). */
export const creditBalanceEntity = defineEntity({
  model: { entity: 'credit-balance', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    balance: { type: 'number' },
    /** Every credit ever awarded (the balance plus what was spent and cashed out). */
    earned_credits: { type: 'number' },
    spent_credits: { type: 'number' },
    cashed_out_credits: { type: 'number' },
    /** Approved UGC submissions counted toward the UGC Creator milestone. */
    ugc_approved_count: { type: 'number' },
  },
  indexes: {
    primary: { pk: creatorPk, sk: { field: 'sk', composite: [], template: 'CREDITS', casing: 'none' } },
  },
});

/** CREATOR#{id} / CREDIT#{created_at}#{kind}#{ref}: History is one Query read backwards. */
export const creditEntryEntity = defineEntity({
  model: { entity: 'credit-entry', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    id: { type: 'string', required: true },
    kind: { type: ['milestone', 'redemption', 'cashout'] as const, required: true },
    credits: { type: 'number', required: true },
    description: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    primary: {
      pk: creatorPk,
      sk: { field: 'sk', composite: ['id'], template: 'CREDIT#${id}', casing: 'none' },
    },
  },
});

/** The balance item's figures (every one 0 until the first award). */
export type CreditBalance = Required<Omit<EntityItem<typeof creditBalanceEntity>, 'creator_id'>>;

export const getCreditBalance = async (creatorId: string, consistent = false): Promise<CreditBalance> => {
  const { data } = await creditBalanceEntity.get({ creator_id: creatorId }).go({ consistent });
  return {
    balance: 0,
    earned_credits: 0,
    spent_credits: 0,
    cashed_out_credits: 0,
    ugc_approved_count: 0,
    ...data,
  };
};

/** The entry's id sorts by time; it is deterministic for its cause, so a retried cause writes it once. */
export const creditEntryId = (at: string, kind: CreditEntry['kind'], ref: string) => `${at}#${kind}#${ref}`;

/** History: the newest `limit` entries, newest first (one Query on the creator's partition). */
export const listCreditEntries = async (creatorId: string, limit = 100): Promise<CreditEntry[]> => {
  const { data } = await creditEntryEntity.query
    .primary({ creator_id: creatorId })
    .go({ limit, order: 'desc' });
  return data.map(({ id, kind, credits, description, created_at }) => ({
    id,
    kind,
    credits,
    description,
    created_at,
  }));
};
