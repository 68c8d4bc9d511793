import { log } from '../../shared/log';
import type { RunScope } from '../../shared/schedules/run-scope';
import { rankCreatorDirectory } from '../rank-creator-directory';

export interface RankInput extends Pick<RunScope, 'creatorIds'> {
  /** When the schedule fired: the results window ends with its day (UTC). */
  scheduledTime?: string;
}

/** Scheduled daily (issue 34): the creators directory's 90-day results and ranks. */
export const handler = async (input: RankInput | undefined) => {
  const at =
    input?.scheduledTime && !Number.isNaN(Date.parse(input.scheduledTime))
      ? new Date(input.scheduledTime)
      : new Date();
  const counts = await rankCreatorDirectory(at, input?.creatorIds);
  log.info('creator directory ranked', { ...counts, at: at.toISOString() });
  return counts;
};
