import { UGC_CREATOR_SUBMISSIONS } from '../../../contracts/credits';
import { eventMetaOf } from '../../../events/catalogue';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { awardMilestoneOnce } from '../award-milestone';
import { countUgcApprovalOnce } from '../count-ugc-approval';
import { getCreditBalance } from '../entities/credit-ledger';

/**
 * Consumer of UgcSubmissionApproved: counts the submission once (its own conditional Put beside the
 * counter's ADD), then awards UGC Creator (+150) once the count reaches 5. Both steps are idempotent,
 * and the award is tried on every delivery from the count as stored, so a delivery that failed
 * between the two steps is completed by its retry.
 */
export const handler = consumer('UgcSubmissionApproved', async (detail, event) => {
  const counted = await countUgcApprovalOnce(detail.creatorId, detail.submissionId);
  const { ugc_approved_count: approved } = await getCreditBalance(detail.creatorId, true);
  if (approved < UGC_CREATOR_SUBMISSIONS) return;
  const awarded = await awardMilestoneOnce({
    creatorId: detail.creatorId,
    milestone: 'ugc_creator',
    at: new Date(detail.approvedAt),
  });
  log.info(awarded ? 'UGC Creator credits awarded' : 'UGC approval counted', {
    eventId: eventMetaOf(event.detail)?.eventId ?? event.id,
    creatorId: detail.creatorId,
    counted,
    approved,
  });
});
