import type { EventBridgeEvent } from 'aws-lambda';
import { eventMetaOf } from '../../../events/catalogue';
import { applicationApprovedV1 } from '../../../events/schemas/application-approved';
import { log } from '../../shared/log';
import { awardMilestoneOnce } from '../award-milestone';

/**
 * Consumer of ApplicationApproved: First Campaign (+50) on the creator's first approved application.
 * Every approval tries; only the first award's conditional Put succeeds, so later approvals and
 * redeliveries of the same event change nothing.
 */
export const handler = async (event: EventBridgeEvent<'ApplicationApproved', unknown>): Promise<void> => {
  const detail = applicationApprovedV1.parse(event.detail);
  const awarded = await awardMilestoneOnce({
    creatorId: detail.creatorId,
    milestone: 'first_campaign',
    at: new Date(event.time ?? Date.now()),
  });
  log.info(awarded ? 'First Campaign credits awarded' : 'First Campaign already awarded; ignored', {
    eventId: eventMetaOf(event.detail)?.eventId ?? event.id,
    creatorId: detail.creatorId,
  });
};
