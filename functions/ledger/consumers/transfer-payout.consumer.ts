import { consumer } from '../../shared/events/consumer';
import { processPayout } from '../payouts/process-payout';

/** Consumer of PayoutOpened: gathers the payout's entries and makes its one transfer (idempotent). */
export const handler = consumer('PayoutOpened', async (detail) => {
  await processPayout(detail.creatorId, detail.payoutId);
});
