import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { openPayout, scheduledPayoutId } from '../payouts/open-payout';

/**
 * Consumer of CreatorPayoutDue (the payout run's fan-out): opens the creator's payout for this run if
 * the account is active and at least the minimum is payable; otherwise the balance carries over to the
 * next run (a negative one nets against what is earned next). The id comes from the run's time and the
 * creator: every creator of a run has their own payout (and transfer key), and the same run twice, or
 * the event twice, opens one payout. One invocation per creator, so one creator's failure (bad data, a
 * throw) never stops another's payout: it is logged with the creator and the reason, and retried.
 */
export const handler = consumer('CreatorPayoutDue', async ({ creatorId, runAt }) => {
  const payoutId = scheduledPayoutId(runAt, creatorId);
  try {
    const outcome = await openPayout({
      creatorId,
      payoutId,
      trigger: 'scheduled',
      createdAt: new Date(runAt).toISOString(),
    });
    if ('opened' in outcome) log.info('payout opened', { creatorId, payoutId });
    else log.info('no payout this run', { creatorId, runAt, payoutId, reason: outcome.refused });
  } catch (error) {
    log.error('payout not opened; retried', { creatorId, runAt, payoutId, reason: String(error), error });
    throw error;
  }
});
