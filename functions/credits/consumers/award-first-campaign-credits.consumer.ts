import { eventMetaOf } from '../../../events/catalogue';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { awardMilestoneOnce } from '../award-milestone';

/**
 * Consumer of ApplicationApproved: First Campaign (+50) on the creator's first approved application.
 * Every approval tries; only the first award's conditional Put succeeds, so later approvals and
 * redeliveries of the same event change nothing.
 */
export const handler = consumer('ApplicationApproved', async (detail, event) => {
  const awarded = await awardMilestoneOnce({
    creatorId: detail.creatorId,
    milestone: 'first_campaign',
    at: new Date(event.time ?? Date.now()),
  });
  log.info(awarded ? 'First Campaign credits awarded' : 'First Campaign already awarded; ignored', {
    eventId: eventMetaOf(event.detail)?.eventId ?? event.id,
    creatorId: detail.creatorId,
  });
});
