import { writeTransaction } from '../shared/data/entity';
import { creditsService } from './entities/credit-ledger';

/**
 * Counts one approved submission toward UGC Creator, once: a marker per submission (a create) and the
 * ADD on the balance item in one transaction. Answers whether this call counted it.
 */
export const countUgcApprovalOnce = async (creatorId: string, submissionId: string): Promise<boolean> => {
  const outcome = await writeTransaction(creditsService, ({ ugcApproval, balance }) => ({
    marker: ugcApproval.create({ creator_id: creatorId, submission_id: submissionId }).commit(),
    // ADD 0 to the balance: it exists (as 0) from the first count, as before any award.
    count: balance.update({ creator_id: creatorId }).add({ ugc_approved_count: 1, balance: 0 }).commit(),
  }));
  if (outcome.ok) return true;
  if (outcome.refused.includes('marker')) return false;
  throw new Error(`UGC approval ${submissionId} of ${creatorId}: the transaction kept conflicting`);
};
