import type { EventBridgeEvent } from 'aws-lambda';
import { payoutOpenedV1 } from '../../../events/schemas/payout-opened';
import { processPayout } from '../payouts/process-payout';

/** Consumer of PayoutOpened: gathers the payout's entries and makes its one transfer (idempotent). */
export const handler = async (event: EventBridgeEvent<'PayoutOpened', unknown>): Promise<void> => {
  const detail = payoutOpenedV1.parse(event.detail);
  await processPayout(detail.creatorId, detail.payoutId);
};
