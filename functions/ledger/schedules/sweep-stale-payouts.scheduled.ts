import { indexKeys, OPEN_PAYOUT_SHARDS } from '../../shared/data/keys';
import { log } from '../../shared/log';
import { inScope, type RunScope } from '../../shared/schedules/run-scope';
import { getPayout, type Payout, payoutEntity } from '../entities/payout';
import { giveUpPayout, processPayout } from '../payouts/process-payout';

export interface SweepStalePayoutsInput extends Pick<RunScope, 'creatorIds'> {
  /** When the schedule fired (the clock the bounds count on). */
  scheduledTime?: string;
  /** A payout opened longer ago than this and still processing is stale: the sweep takes it up. */
  staleAfterMinutes?: number;
  /**
   * Until this long after it was opened, a stale payout is retried (its transfer with the SAME
   * idempotency key: Stripe answers a key it ran with the transfer it made). After it, the sweep gives
   * it up: paid if Stripe has its transfer, else failed. Well inside Stripe's 24-hour key memory.
   */
  retryForMinutes?: number;
}

export interface SweepStalePayoutsResult {
  sweptAt: string;
  stale: number;
  /** Retried and now done, or done already (the index lags). */
  finished: number;
  /** Retried and still processing (a transient error; the next sweep tries again). */
  stillOpen: number;
  givenUpPaid: number;
  givenUpFailed: number;
  errors: number;
}

const MINUTE_MS = 60_000;

export type SweepOutcome = 'done' | 'still open' | 'given up: paid' | 'given up: failed';

/** The sweep's bounds: payouts opened before `staleBefore` are stale; before `giveUpBefore`, given up. */
export const sweepBounds = (now: Date, staleAfterMinutes: number, retryForMinutes: number) => ({
  staleBefore: new Date(now.getTime() - staleAfterMinutes * MINUTE_MS).toISOString(),
  giveUpBefore: new Date(now.getTime() - retryForMinutes * MINUTE_MS).toISOString(),
});

/** What the sweep does with a stale payout, as read now: nothing (done, or gone), give it up, or retry it. */
export const sweepStep = (
  payout: Pick<Payout, 'stage' | 'opened_at'> | undefined,
  giveUpBefore: string,
): 'done' | 'give_up' | 'retry' =>
  !payout || payout.stage === 'done' ? 'done' : payout.opened_at < giveUpBefore ? 'give_up' : 'retry';

/**
 * One stale payout: done already (the index lags) → nothing; opened before `giveUpBefore` → given up
 * (paid if Stripe made its transfer, else failed); otherwise its work is run again (idempotent).
 */
export const sweepPayout = async (
  creatorId: string,
  payoutId: string,
  now: Date,
  giveUpBefore: string,
  retryForMinutes: number,
): Promise<SweepOutcome> => {
  const payout = await getPayout(creatorId, payoutId);
  const step = sweepStep(payout, giveUpBefore);
  if (!payout || step === 'done') return 'done';
  if (step === 'give_up') {
    const outcome = await giveUpPayout(payout, now, retryForMinutes / 60);
    return outcome === 'paid' ? 'given up: paid' : 'given up: failed';
  }
  await processPayout(creatorId, payoutId);
  return (await getPayout(creatorId, payoutId))?.stage === 'done' ? 'done' : 'still open';
};

/**
 * The stale-payout sweep (hourly): nothing stays `processing` past a bounded time. Finds the payouts
 * opened before the bound that are still open (the sparse open-payouts index: one Query per shard and
 * page, never a Scan) and, for each, re-runs its work (idempotent: it gathers what is left and makes the
 * transfer with the same key) or, past the retry window, gives it up. One payout's error is logged with
 * its creator and reason and never stops the others.
 */
export const handler = async (
  input: SweepStalePayoutsInput | undefined,
): Promise<SweepStalePayoutsResult> => {
  const now = input?.scheduledTime ? new Date(input.scheduledTime) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`Not an instant: ${input?.scheduledTime}`);
  const staleAfter = input?.staleAfterMinutes ?? 60;
  const retryFor = input?.retryForMinutes ?? 360;
  const included = inScope(input?.creatorIds);
  const { staleBefore, giveUpBefore } = sweepBounds(now, staleAfter, retryFor);
  const result: SweepStalePayoutsResult = {
    sweptAt: now.toISOString(),
    stale: 0,
    finished: 0,
    stillOpen: 0,
    givenUpPaid: 0,
    givenUpFailed: 0,
    errors: 0,
  };
  for (let shard = 0; shard < OPEN_PAYOUT_SHARDS; shard++) {
    let after: string | null = null;
    do {
      // Eventually consistent: sweepPayout re-reads each payout before acting on it.
      const page: { data: Pick<Payout, 'creator_id' | 'payout_id'>[]; cursor: string | null } =
        await payoutEntity.query
          .open({ gsi1pk: indexKeys.openPayouts(shard) })
          .lt({ gsi1sk: staleBefore })
          .go({ cursor: after, attributes: ['creator_id', 'payout_id'] });
      for (const { creator_id: creatorId, payout_id: payoutId } of page.data) {
        if (!included(creatorId)) continue;
        result.stale++;
        try {
          const outcome = await sweepPayout(creatorId, payoutId, now, giveUpBefore, retryFor);
          if (outcome === 'given up: paid') result.givenUpPaid++;
          else if (outcome === 'given up: failed') result.givenUpFailed++;
          else if (outcome === 'done') result.finished++;
          else result.stillOpen++;
        } catch (error) {
          result.errors++;
          result.stillOpen++;
          log.error('stale payout not settled; the next sweep tries again', {
            creatorId,
            payoutId,
            reason: String(error),
          });
        }
      }
      after = page.cursor;
    } while (after);
  }
  log.info('stale payout sweep', { ...result });
  return result;
};
