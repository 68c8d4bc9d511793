/**
 * Awards a milestone (Earn Credits) once: ONE transaction creates the award (once per milestone, or
 * per milestone and month for Top Performer), its ledger entry, the balance's ADD and the CreditsEarned
 * event (the creator is told). A second delivery of the event that earned it is refused by the award's
 * create and writes nothing, so consumers can be retried freely and the creator is told once.
 */
import { type CreditMilestoneKey, creditMilestones } from '../../contracts/credits';
import { writeTransaction } from '../shared/data/entity';
import { outboxEvent } from '../shared/outbox/outbox-event';
import { creditEntryId, creditsService } from './entities/credit-ledger';

export const milestoneDefinition = (milestone: CreditMilestoneKey) => {
  const definition = creditMilestones.find((m) => m.key === milestone);
  if (!definition) throw new Error(`unknown milestone ${milestone}`);
  return definition;
};

/**
 * Answers whether this call awarded it (false: it already was). `at` is when it was earned (the
 * event's or the schedule's time).
 */
export const awardMilestoneOnce = async (input: {
  creatorId: string;
  milestone: CreditMilestoneKey;
  period?: string;
  at: Date;
}): Promise<boolean> => {
  const { creatorId, milestone, period } = input;
  const { credits, title } = milestoneDefinition(milestone);
  const award = period ? `${milestone}#${period}` : milestone;
  const at = input.at.toISOString();
  const event = outboxEvent('CreditsEarned', {
    version: 1,
    creatorId,
    milestone,
    title,
    credits,
    ...(period ? { period } : {}),
  });
  const outcome = await writeTransaction(creditsService, (entities) => ({
    award: entities.milestone
      .create({ creator_id: creatorId, award, milestone, period, credits, awarded_at: at })
      .commit(),
    entry: entities.entry
      .create({
        creator_id: creatorId,
        id: creditEntryId(at, 'milestone', award),
        kind: 'milestone',
        credits,
        description: period ? `${title} (${period}): +${credits} credits` : `${title}: +${credits} credits`,
        created_at: at,
      })
      .commit(),
    balance: entities.balance
      .update({ creator_id: creatorId })
      .add({ balance: credits, earned_credits: credits })
      .commit(),
    event: entities.outbox.create(event.item).commit(),
  }));
  if (outcome.ok) return true;
  if (outcome.refused.length > 0) return false;
  throw new Error(`Milestone ${award} of ${creatorId}: the transaction kept conflicting`);
};
