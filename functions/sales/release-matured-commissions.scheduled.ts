import { log } from '../shared/log';
import { releaseMaturedCommissions } from './release-matured-commissions';

export interface ReleaseInput {
  /** Local runs by hand may name the instant to release at (ISO); the schedule passes nothing. */
  at?: string;
}

/** Scheduled hourly: pending commissions whose hold has ended become available. */
export const handler = async (input: ReleaseInput | undefined): Promise<{ released: number }> => {
  const at = input?.at && !Number.isNaN(Date.parse(input.at)) ? new Date(input.at) : new Date();
  const released = await releaseMaturedCommissions(at);
  if (released > 0) log.info('commissions released', { released, at: at.toISOString() });
  return { released };
};
