import { PAYABLE_CREATOR_SHARDS } from '../../shared/data/keys';
import { log } from '../../shared/log';
import { outboxEvent, putOutboxEvents } from '../../shared/outbox/outbox-event';
import { inScope, type RunScope } from '../../shared/schedules/run-scope';
import { listPayableCreatorsPage } from '../entities/sales-side-items';

export interface PayoutRunInput extends Pick<RunScope, 'creatorIds'> {
  /** When the schedule fired: the run's payouts are named after it, so a repeated run pays once. */
  scheduledTime?: string;
}

/**
 * The payout run (monthly on the 1st, or weekly; PAYOUT_SCHEDULE): finds the creators who may have a
 * payable balance (the PAYABLE#{shard} partitions: Queries, never a Scan) and fans out one
 * CreatorPayoutDue event per creator through the outbox; each creator's payout is then opened by its
 * own consumer invocation, so the run itself only grows by one small write per creator, and one
 * creator's failure (a bad record, a throw in its consumer) never stops another's payout: a record the
 * run cannot use is skipped and logged with its key and the reason.
 */
export const handler = async (
  input: PayoutRunInput | undefined,
): Promise<{ runAt: string; creators: number; skipped: number }> => {
  const runAt = input?.scheduledTime ? new Date(input.scheduledTime) : new Date();
  if (Number.isNaN(runAt.getTime())) throw new Error(`Not an instant: ${input?.scheduledTime}`);
  const included = inScope(input?.creatorIds);
  let creators = 0;
  let skipped = 0;
  for (let shard = 0; shard < PAYABLE_CREATOR_SHARDS; shard++) {
    let cursor: string | null = null;
    do {
      const page = await listPayableCreatorsPage(shard, cursor);
      const ids: string[] = [];
      for (const item of page.markers) {
        if (typeof item.creator_id === 'string' && item.creator_id.length > 0) {
          if (included(item.creator_id)) ids.push(item.creator_id);
        } else {
          skipped++;
          log.error('payout run: payable-creator record without a creator id skipped', {
            pk: item.pk,
            sk: item.sk,
            reason: 'missing creator_id',
          });
        }
      }
      await putOutboxEvents(
        ids.map((creatorId) =>
          outboxEvent('CreatorPayoutDue', { version: 1, creatorId, runAt: runAt.toISOString() }),
        ),
      );
      creators += ids.length;
      cursor = page.next;
    } while (cursor);
  }
  log.info('payout run', { runAt: runAt.toISOString(), creators, skipped });
  return { runAt: runAt.toISOString(), creators, skipped };
};
