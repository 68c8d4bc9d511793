import { log } from '../../shared/log';
import { inScope, type RunScope } from '../../shared/schedules/run-scope';
import { listDueRetirements } from '../entities/discount-code';
import { type RetireOutcome, retirePreviousCode } from '../leaked-codes/retire-previous-code';

export interface RetireRunInput extends Pick<RunScope, 'brandIds'> {
  /** When the schedule fired: rotations whose grace period ended by then are retired. */
  scheduledTime?: string;
}

/**
 * Issue 36, leaked codes: every 15 minutes, the rotated codes whose grace period has ended (the sparse
 * retirement index, oldest first: Queries, never a Scan) have their old text deactivated in the brand's
 * Shopify store. One failing store does not stop the others; its code stays in the index and the next
 * run tries again. Running twice does nothing more (retirePreviousCode is idempotent).
 */
export const handler = async (
  input: RetireRunInput | undefined,
): Promise<Partial<Record<RetireOutcome | 'failed', number>>> => {
  const at = input?.scheduledTime ? new Date(input.scheduledTime) : new Date();
  if (Number.isNaN(at.getTime())) throw new Error(`Not an instant: ${input?.scheduledTime}`);
  const included = inScope(input?.brandIds);
  const totals: Partial<Record<RetireOutcome | 'failed', number>> = {};
  let cursor: string | null = null;
  do {
    const page = await listDueRetirements(at.toISOString(), cursor);
    for (const key of page.codes.filter((code) => included(code.brand_id))) {
      let outcome: RetireOutcome | 'failed';
      try {
        outcome = await retirePreviousCode(key, at);
      } catch (error) {
        log.error('rotated code not retired; the next run retries', { ...key, error });
        outcome = 'failed';
      }
      totals[outcome] = (totals[outcome] ?? 0) + 1;
    }
    cursor = page.next;
  } while (cursor);
  if (Object.keys(totals).length) log.info('rotated codes retired', totals);
  return totals;
};
