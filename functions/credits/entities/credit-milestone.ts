/**
 * Milestones awarded to a creator (Earn Credits). An award is one transaction: the award item (a
 * conditional Put: once per milestone, or per milestone and month for Top Performer), its ledger entry
 * and the balance's ADD. A second delivery of the event that earned it is refused by the condition and
 * writes nothing, so consumers can be retried freely.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type CreditMilestoneKey, creditMilestones } from '../../../contracts/credits';
import { db, isConditionFailure, tableName } from '../../shared/data/client';
import { keys, prefixes } from '../../shared/data/keys';
import { transactWriteWithRetry } from '../../shared/data/transactions';
import { creditBalanceAward, creditEntryId, creditEntryPut } from './credit-ledger';

export interface MilestoneAward {
  milestone: CreditMilestoneKey;
  /** For milestones earned again each period (Top Performer): the period, e.g. '2026-10'. */
  period?: string;
  awarded_at: string;
}

/** The award's key: the milestone, or the milestone and its period. */
export const awardKeyOf = (milestone: CreditMilestoneKey, period?: string) =>
  period ? `${milestone}#${period}` : milestone;

export const milestoneDefinition = (milestone: CreditMilestoneKey) => {
  const definition = creditMilestones.find((m) => m.key === milestone);
  if (!definition) throw new Error(`unknown milestone ${milestone}`);
  return definition;
};

/**
 * Awards a milestone's credits once. Answers whether this call awarded it (false: it already was).
 * `at` is when it was earned (the event's or the schedule's time).
 */
export const awardMilestoneOnce = async (input: {
  creatorId: string;
  milestone: CreditMilestoneKey;
  period?: string;
  at: Date;
}): Promise<boolean> => {
  const definition = milestoneDefinition(input.milestone);
  const award = awardKeyOf(input.milestone, input.period);
  const at = input.at.toISOString();
  try {
    await transactWriteWithRetry([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.creditMilestone(input.creatorId, award),
            type: 'credit-milestone',
            creator_id: input.creatorId,
            milestone: input.milestone,
            period: input.period ?? null,
            credits: definition.credits,
            awarded_at: at,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      creditEntryPut(input.creatorId, {
        id: creditEntryId(at, 'milestone', award),
        kind: 'milestone',
        credits: definition.credits,
        description: input.period
          ? `${definition.title} (${input.period}): +${definition.credits} credits`
          : `${definition.title}: +${definition.credits} credits`,
        created_at: at,
      }),
      creditBalanceAward(input.creatorId, definition.credits),
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** The creator's awards (Earn Credits): one Query on the creator's partition. */
export const listMilestoneAwards = async (creatorId: string): Promise<MilestoneAward[]> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': keys.creditBalance(creatorId).pk,
        ':prefix': prefixes.creditMilestone,
      },
    }),
  );
  return Items.map((item) => ({
    milestone: item.milestone as CreditMilestoneKey,
    ...(item.period ? { period: item.period as string } : {}),
    awarded_at: item.awarded_at as string,
  }));
};
