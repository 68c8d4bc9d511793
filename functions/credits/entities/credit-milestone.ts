/**
 * Milestones awarded to a creator (Earn Credits), once each: CREATOR#{id} / MILESTONE#{award}, where
 * `award` is the milestone, or the milestone and its period for Top Performer (award-milestone.ts
 * writes it with its ledger entry and the balance's ADD).
 */
import type { CreditMilestoneKey } from '../../../contracts/credits';
import { defineEntity, SERVICE } from '../../shared/data/entity';

export const creditMilestoneEntity = defineEntity({
  model: { entity: 'credit-milestone', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    /** The milestone, or `{milestone}#{period}`; only in the key on items from before entities. */
    award: { type: 'string', required: true },
    milestone: { type: 'string', required: true },
    /** For milestones earned again each period (Top Performer): the period, e.g. '2026-10'. */
    period: { type: 'string' },
    credits: { type: 'number', required: true },
    awarded_at: { type: 'string', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['creator_id'], template: 'CREATOR#${creator_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['award'], template: 'MILESTONE#${award}', casing: 'none' },
    },
  },
});

export interface MilestoneAward {
  milestone: CreditMilestoneKey;
  period?: string;
  awarded_at: string;
}

/** The award's key: the milestone, or the milestone and its period. */
export const awardKeyOf = (milestone: CreditMilestoneKey, period?: string) =>
  period ? `${milestone}#${period}` : milestone;

/** The creator's awards (Earn Credits): one Query on the creator's partition. */
export const listMilestoneAwards = async (creatorId: string): Promise<MilestoneAward[]> => {
  const { data } = await creditMilestoneEntity.query.primary({ creator_id: creatorId }).go({ pages: 'all' });
  return data.map((item) => ({
    milestone: item.milestone as CreditMilestoneKey,
    ...(item.period ? { period: item.period } : {}),
    awarded_at: item.awarded_at,
  }));
};
