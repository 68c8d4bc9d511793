/**
 * The sample-credits ledger of a creator (docs/architecture.md section 8), all in the creator's
 * partition CREATOR#{id}: an append-only list of entries (credits earned +, spent −) beside one balance
 * item, the milestones awarded and the UGC approvals counted. Every entry is written in the same
 * transaction as the balance's atomic change; a debit is conditioned on `balance >= cost`, so the
 * balance is never negative however many debits race.
 */
import type { CreditEntry } from '../../../contracts/credits';
import { defineEntity, defineService, SERVICE, tableKey } from '../../shared/data/entity';
import { outboxEntity } from '../../shared/outbox/outbox-event';
import { sampleOrderEntity, sampleStoreOrderEntity } from './samples';

const creator = { creator_id: { type: 'string', required: true } } as const;
const creatorPk = tableKey('pk', 'CREATOR#${creator_id}');

/** Absent until the first award or count (every figure 0). */
export const creditBalanceEntity = defineEntity({
  model: { entity: 'credit-balance', version: '1', service: SERVICE },
  attributes: {
    ...creator,
    balance: { type: 'number' },
    /** Every credit ever awarded (the balance plus what was spent and cashed out). */
    earned_credits: { type: 'number' },
    spent_credits: { type: 'number' },
    cashed_out_credits: { type: 'number' },
    /** Approved UGC submissions counted toward the UGC Creator milestone. */
    ugc_approved_count: { type: 'number' },
  },
  indexes: { primary: { pk: creatorPk, sk: tableKey('sk', 'CREDITS') } },
});

/** `id` is `{created_at}#{kind}#{ref}` (creditEntryId): History is one Query read backwards. */
export const creditEntryEntity = defineEntity({
  model: { entity: 'credit-entry', version: '1', service: SERVICE },
  attributes: {
    ...creator,
    id: { type: 'string', required: true },
    kind: { type: ['milestone', 'redemption', 'cashout'] as const, required: true },
    credits: { type: 'number', required: true },
    description: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: { primary: { pk: creatorPk, sk: tableKey('sk', 'CREDIT#${id}') } },
});

/** Once each: `award` is the milestone, or `{milestone}#{period}` (Top Performer); key-only on old items. */
export const creditMilestoneEntity = defineEntity({
  model: { entity: 'credit-milestone', version: '1', service: SERVICE },
  attributes: {
    ...creator,
    award: { type: 'string', required: true },
    milestone: { type: 'string', required: true },
    period: { type: 'string' },
    credits: { type: 'number', required: true },
    awarded_at: { type: 'string', required: true },
  },
  indexes: { primary: { pk: creatorPk, sk: tableKey('sk', 'MILESTONE#${award}') } },
});

/** An approved submission counted once toward UGC Creator. */
export const creditUgcApprovalEntity = defineEntity({
  model: { entity: 'credit-ugc-approval', version: '1', service: SERVICE },
  attributes: { ...creator, submission_id: { type: 'string', required: true } },
  indexes: { primary: { pk: creatorPk, sk: tableKey('sk', 'UGCCREDIT#${submission_id}') } },
});

const NO_CREDITS = {
  balance: 0,
  earned_credits: 0,
  spent_credits: 0,
  cashed_out_credits: 0,
  ugc_approved_count: 0,
};

/** The balance item's figures, every one 0 until the first award. */
export const getCreditBalance = async (creatorId: string, consistent = false) => {
  const { data } = await creditBalanceEntity.get({ creator_id: creatorId }).go({ consistent });
  return { ...NO_CREDITS, ...data };
};

/** The entry's id sorts by time; it is deterministic for its cause, so a retried cause writes it once. */
export const creditEntryId = (at: string, kind: CreditEntry['kind'], ref: string) => `${at}#${kind}#${ref}`;

/** The credits module's entities that change together (writeTransaction), with the outbox. */
export const creditsService = defineService({
  balance: creditBalanceEntity,
  entry: creditEntryEntity,
  milestone: creditMilestoneEntity,
  ugcApproval: creditUgcApprovalEntity,
  sampleOrder: sampleOrderEntity,
  sampleStoreOrder: sampleStoreOrderEntity,
  outbox: outboxEntity,
});
