/**
 * An import job's progress as its steps record it (import-store-products.ts): each write is conditioned
 * on the page and status the job is at, so a repeated or late step records nothing.
 */
import { isConditionFailure } from '../shared/data/client';
import { writeTransaction } from '../shared/data/entity';
import {
  activeImport,
  eventOperations,
  importJob,
  importService,
  type OutboxItem,
} from './entities/import-job';

/** A write that answers undefined when its condition did not hold. */
const unlessRefused = async <T>(write: Promise<T>): Promise<T | undefined> => {
  try {
    return await write;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
};

/**
 * Heartbeat (or end) of the brand's active import, when it is still this job: best effort, outside the
 * page's transaction, because a newer Sync may have taken over a stale marker. A lost update only
 * means the marker goes stale STALE_AFTER_MS later and then stops blocking.
 */
const touchActiveImport = (brandId: string, jobId: string, finished: boolean) =>
  unlessRefused(
    activeImport
      .update({ brandId })
      .set({ heartbeat_at: new Date().toISOString(), finished })
      .where((attr, op) => op.eq(attr.job_id, jobId))
      .go(),
  );

/**
 * Begins a try of page `page`: counts the try and records progress time. Answers undefined when the
 * job is not at that page or has finished: a repeated or out-of-date event, which must do nothing.
 */
export const beginImportPage = async (brandId: string, jobId: string, page: number) => {
  const begun = await unlessRefused(
    importJob
      .update({ brandId, id: jobId })
      .set({ status: 'running', updated_at: new Date().toISOString() })
      .add({ attempts: 1 })
      .where(
        (attr, op) =>
          `${op.eq(attr.page, page)} AND (${op.eq(attr.status, 'queued')} OR ${op.eq(attr.status, 'running')})`,
      )
      .go({ response: 'all_new' }),
  );
  if (!begun) return undefined;
  await touchActiveImport(brandId, jobId, false);
  return { cursor: begun.data.cursor, attempts: begun.data.attempts ?? 0 };
};

/**
 * Records page `page` as imported: its counts, the cursor of the next page, and either the next page's
 * event (outbox, same transaction: the next step cannot be lost) or the job's success. Conditional on
 * the job still being at that page, so a repeated step records nothing twice. False when it was.
 */
export const completeImportPage = async (
  brandId: string,
  jobId: string,
  page: number,
  result: { processed: number; created: number; nextCursor: string | null },
  nextPageEvents: readonly OutboxItem[],
): Promise<boolean> => {
  const now = new Date().toISOString();
  const moved = { page: page + 1, updated_at: now, attempts: 0 };
  const last = result.nextCursor === null;
  const outcome = await writeTransaction(importService, (entities) => ({
    job: entities.importJob
      .update({ brandId, id: jobId })
      .set(
        last
          ? { ...moved, status: 'succeeded', finished_at: now }
          : { ...moved, cursor: result.nextCursor as string },
      )
      .remove(last ? ['cursor'] : [])
      .add({ processed: result.processed, created: result.created })
      .where((attr, op) => `${op.eq(attr.page, page)} AND ${op.eq(attr.status, 'running')}`)
      .commit(),
    ...eventOperations(entities, last ? [] : nextPageEvents),
  }));
  if (!outcome.ok) {
    if (outcome.refused.length > 0) return false;
    throw new Error(`import ${jobId}: page ${page} could not be recorded (transaction conflicts)`);
  }
  await touchActiveImport(brandId, jobId, last);
  return true;
};

/** running → failed with a reason the brand sees (only a job still queued or running). */
export const failImportJob = async (brandId: string, jobId: string, reason: string): Promise<void> => {
  const now = new Date().toISOString();
  await unlessRefused(
    importJob
      .update({ brandId, id: jobId })
      .set({ status: 'failed', error: reason, finished_at: now, updated_at: now })
      .where((attr, op) => `${op.eq(attr.status, 'queued')} OR ${op.eq(attr.status, 'running')}`)
      .go(),
  );
  await touchActiveImport(brandId, jobId, true);
};
