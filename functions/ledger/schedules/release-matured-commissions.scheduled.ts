import { log } from '../../shared/log';
import type { RunScope } from '../../shared/schedules/run-scope';
import { releaseMaturedCommissions } from '../sales/release-matured-commissions';

export interface ReleaseInput extends Pick<RunScope, 'brandIds'> {
  /** When the schedule fired (locally also `npm run schedule -- release <ISO>`): holds ended before it. */
  scheduledTime?: string;
}

/**
 * Scheduled hourly: pending commissions whose hold has ended become payable — at once when their
 * brand's billing period is settled, else when it is (they wait in the period's index).
 */
export const handler = async (
  input: ReleaseInput | undefined,
): Promise<{ released: number; awaiting: number }> => {
  const at =
    input?.scheduledTime && !Number.isNaN(Date.parse(input.scheduledTime))
      ? new Date(input.scheduledTime)
      : new Date();
  const counts = await releaseMaturedCommissions(at, input?.brandIds);
  if (counts.released + counts.awaiting > 0)
    log.info('commissions matured', { ...counts, at: at.toISOString() });
  return counts;
};
