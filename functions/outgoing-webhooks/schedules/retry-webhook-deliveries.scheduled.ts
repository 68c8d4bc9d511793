import { log } from '../../shared/log';
import { inScope, type RunScope } from '../../shared/schedules/run-scope';
import { attemptDelivery, listDueRetries } from '../deliveries';
import { disableIfFailingSince } from '../endpoint-health';
import { findEndpoint } from '../endpoints';
import { webhookDeliveryEntity } from '../entities/webhook-delivery';

export interface RetryRunInput extends Pick<RunScope, 'brandIds'> {
  /** When the schedule fired: deliveries due before it are sent again, and attempts are dated by it. */
  scheduledTime?: string;
}

/** How many retries one run sends at once (each bounded by its 10 s timeout). */
const PARALLEL = 10;

/**
 * Every minute: the deliveries whose retry is due (the sparse retry index, oldest first: Queries, never a
 * Scan) are sent again. A delivery still failing three days after it was created is given up, and its
 * endpoint, having failed continuously since, is disabled and the brand told. A delivery whose endpoint
 * was deleted or turned off is given up without sending.
 */
export const handler = async (
  input: RetryRunInput | undefined,
): Promise<{ sent: number; delivered: number; givenUp: number }> => {
  const at = input?.scheduledTime ? new Date(input.scheduledTime) : new Date();
  if (Number.isNaN(at.getTime())) throw new Error(`Not an instant: ${input?.scheduledTime}`);
  const included = inScope(input?.brandIds);
  const totals = { sent: 0, delivered: 0, givenUp: 0 };
  let cursor: string | null = null;
  do {
    const page = await listDueRetries(at.toISOString(), cursor);
    const due = page.deliveries.filter(
      (delivery) => delivery.status === 'pending' && included(delivery.brand_id),
    );
    for (let i = 0; i < due.length; i += PARALLEL) {
      await Promise.all(
        due.slice(i, i + PARALLEL).map(async (delivery) => {
          const endpoint = await findEndpoint(delivery.brand_id, delivery.endpoint_id);
          if (!endpoint?.enabled) {
            await webhookDeliveryEntity
              .patch({ brand_id: delivery.brand_id, endpoint_id: delivery.endpoint_id, id: delivery.id })
              .set({ status: 'failed' })
              .remove(['next_attempt_at', 'gsi1pk', 'gsi1sk'])
              .go();
            totals.givenUp++;
            return;
          }
          const after = await attemptDelivery(endpoint, delivery, { now: at.getTime() });
          totals.sent++;
          if (after.status === 'delivered') totals.delivered++;
          if (after.status === 'failed') {
            totals.givenUp++;
            await disableIfFailingSince(endpoint, delivery.created_at, at);
          }
        }),
      );
    }
    cursor = page.next;
  } while (cursor);
  if (totals.sent + totals.givenUp > 0) log.info('webhook retries', totals);
  return totals;
};
