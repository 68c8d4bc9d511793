import { TEN_SALES_CONVERSIONS } from '../../../contracts/credits';
import { eventMetaOf } from '../../../events/catalogue';
import { getCreatorStats } from '../../ledger';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { awardMilestoneOnce } from '../award-milestone';

/**
 * Consumer of SaleAttributed: 10 Sales (+100) once the creator's conversions reach 10. The event is
 * written in the sale's own transaction, together with the conversions ADD, so the stats read here
 * already count this sale (and any sale before it). Awarded once (conditional Put); a conversion
 * later taken back by a cancellation does not take the milestone back.
 */
export const handler = consumer('SaleAttributed', async (detail, event) => {
  const stats = await getCreatorStats(detail.creatorId);
  if (stats.conversions < TEN_SALES_CONVERSIONS) return;
  const awarded = await awardMilestoneOnce({
    creatorId: detail.creatorId,
    milestone: 'ten_sales',
    at: new Date(event.time ?? Date.now()),
  });
  if (awarded)
    log.info('10 Sales credits awarded', {
      eventId: eventMetaOf(event.detail)?.eventId ?? event.id,
      creatorId: detail.creatorId,
      conversions: stats.conversions,
    });
});
