import { isConditionFailure } from '../../shared/data/client';
import { defineEntity, defineService, SERVICE, writeTransaction } from '../../shared/data/entity';
import { createId } from '../../shared/data/ids';
import { DomainError } from '../../shared/errors';
import { outboxEntity, type outboxEvent } from '../../shared/outbox/outbox-event';

export type ImportStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** A product import from the brand's store: the UI polls it for progress. */
export interface ImportJob {
  id: string;
  brand_id: string;
  status: ImportStatus;
  /** Products in the store (known once the import has started). */
  total: number | null;
  /** Products written so far. */
  processed: number;
  /** Of those, products new to the catalogue. */
  created: number;
  /** Why the import failed, in words for the brand. */
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

/** An outbox event's item, to join the job's transaction. */
export type OutboxItem = ReturnType<typeof outboxEvent>['item'];

/**
 * BRAND#{brandId} / IMPORT#{id}. The import runs one store page per step (one event each), so it
 * survives function timeouts: the job records the page it reached (`page`, 0-based), the store's cursor
 * for the next one, and the tries of the current page (`attempts`, counted when a try begins, so a
 * timed-out try counts too); a step for any other page is a repeat and does nothing. `updated_at` is the
 * last progress: a queued or running job without progress for STALE_AFTER_MS has stopped.
 */
export const importJob = defineEntity({
  model: { entity: 'import-job', version: '1', service: SERVICE },
  attributes: {
    brandId: { type: 'string', required: true, field: 'brand_id' },
    id: { type: 'string', required: true },
    status: { type: ['queued', 'running', 'succeeded', 'failed'] as const, required: true },
    total: { type: 'number' },
    processed: { type: 'number' },
    created: { type: 'number' },
    error: { type: 'string' },
    created_at: { type: 'string', required: true },
    finished_at: { type: 'string' },
    updated_at: { type: 'string' },
    page: { type: 'number' },
    cursor: { type: 'string' },
    attempts: { type: 'number' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['brandId'], template: 'BRAND#${brandId}', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: 'IMPORT#${id}', casing: 'none' },
    },
  },
});

/** BRAND#{brandId} / ACTIVE_IMPORT: the one-import-at-a-time marker of a brand (its job and heartbeat). */
export const activeImport = defineEntity({
  model: { entity: 'active-import', version: '1', service: SERVICE },
  attributes: {
    brandId: { type: 'string', required: true, field: 'brand_id' },
    job_id: { type: 'string', required: true },
    finished: { type: 'boolean', required: true },
    heartbeat_at: { type: 'string', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['brandId'], template: 'BRAND#${brandId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'ACTIVE_IMPORT', casing: 'none' },
    },
  },
});

const importService = defineService({ importJob, activeImport, outbox: outboxEntity });

const RETENTION_SECONDS = 30 * 24 * 3600;
/** Tries per page before the job fails (the bus and Lambda retry a failed step). */
export const MAX_PAGE_ATTEMPTS = 3;
/**
 * A queued or running job without progress for this long has stopped (every try of a page timed out,
 * or its event was lost to a dead-letter queue): it reads as failed and no longer blocks a new Sync.
 * Well above one page's tries: 3 × the consumer's 60 s timeout plus Lambda's retry back-off.
 */
export const STALE_AFTER_MS = 10 * 60_000;
export const STALE_JOB_ERROR = 'The import stopped responding. Please run Sync again.';

type ImportJobItem = NonNullable<Awaited<ReturnType<ReturnType<typeof importJob.get>['go']>>['data']>;

/** The job as the brand sees it; the brand id is the caller's (old items may not hold `brand_id`). */
const toJob = (brandId: string, item: ImportJobItem, now = Date.now()): ImportJob => {
  const job: ImportJob = {
    id: item.id,
    brand_id: brandId,
    status: item.status,
    total: item.total ?? null,
    processed: item.processed ?? 0,
    created: item.created ?? 0,
    error: item.error ?? null,
    created_at: item.created_at,
    finished_at: item.finished_at ?? null,
  };
  const lastProgress = Date.parse(item.updated_at ?? item.created_at);
  const stopped =
    (job.status === 'queued' || job.status === 'running') && now - lastProgress > STALE_AFTER_MS;
  return stopped ? { ...job, status: 'failed', error: STALE_JOB_ERROR } : job;
};

/**
 * Sync Products: a queued job, the brand's active-import marker and the job's first event (outbox) in
 * one transaction. A brand runs one import at a time: a second Sync while one is running is a 409; a
 * finished, failed or stale one does not block.
 */
export const createImportJob = async (
  brandId: string,
  events: (jobId: string) => readonly OutboxItem[],
): Promise<ImportJob> => {
  const now = new Date();
  const nowIso = now.toISOString();
  const id = createId('imp_');
  const staleBefore = new Date(now.getTime() - STALE_AFTER_MS).toISOString();
  const outcome = await writeTransaction(importService, (entities) => ({
    active: entities.activeImport
      .put({ brandId, job_id: id, finished: false, heartbeat_at: nowIso })
      .where(
        (attr, op) =>
          `${op.notExists(attr.job_id)} OR ${op.eq(attr.finished, true)} OR ${op.lt(attr.heartbeat_at, staleBefore)}`,
      )
      .commit(),
    job: entities.importJob
      .create({
        brandId,
        id,
        status: 'queued',
        processed: 0,
        created: 0,
        created_at: nowIso,
        page: 0,
        attempts: 0,
        updated_at: nowIso,
        expiresAt: Math.floor(now.getTime() / 1000) + RETENTION_SECONDS,
      })
      .commit(),
    ...Object.fromEntries(events(id).map((item, i) => [`event${i}`, entities.outbox.create(item).commit()])),
  }));
  if (!outcome.ok) {
    throw new DomainError('conflict', 'An import is already running. Please wait for it to finish.');
  }
  return {
    id,
    brand_id: brandId,
    status: 'queued',
    total: null,
    processed: 0,
    created: 0,
    error: null,
    created_at: nowIso,
    finished_at: null,
  };
};

export const getImportJobOrThrow = async (brandId: string, jobId: string): Promise<ImportJob> => {
  const { data } = await importJob.get({ brandId, id: jobId }).go({ consistent: true });
  if (!data) throw new DomainError('not_found', 'Import not found');
  return toJob(brandId, data);
};

/** The brand's newest import (job ids sort by time), for the catalogue screen: one Query, one item. */
export const getLatestImportJob = async (brandId: string): Promise<ImportJob | null> => {
  const { data } = await importJob.query
    .primary({ brandId })
    .begins({ id: 'imp_' })
    .go({ order: 'desc', limit: 1 });
  return data[0] ? toJob(brandId, data[0]) : null;
};

/** What a page step needs to know about its job. */
export interface ImportPageState {
  job: ImportJob;
  cursor: string | undefined;
  attempts: number;
}

/**
 * Begins a try of page `page`: counts the try and records progress time. Answers undefined when the
 * job is not at that page or has finished: a repeated or out-of-date event, which must do nothing.
 */
export const beginImportPage = async (
  brandId: string,
  jobId: string,
  page: number,
): Promise<ImportPageState | undefined> => {
  try {
    const { data } = await importJob
      .update({ brandId, id: jobId })
      .set({ status: 'running', updated_at: new Date().toISOString() })
      .add({ attempts: 1 })
      .where(
        (attr, op) =>
          `${op.eq(attr.page, page)} AND (${op.eq(attr.status, 'queued')} OR ${op.eq(attr.status, 'running')})`,
      )
      .go({ response: 'all_new' });
    const item = data as ImportJobItem;
    await touchActiveImport(brandId, jobId, false);
    return { job: toJob(brandId, item), cursor: item.cursor, attempts: item.attempts ?? 0 };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
};

/** The store's product count, recorded by the first page's step for the progress bar. */
export const recordImportTotal = async (brandId: string, jobId: string, total: number): Promise<void> => {
  await importJob.patch({ brandId, id: jobId }).set({ total }).go();
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
  const last = result.nextCursor === null;
  const outcome = await writeTransaction(importService, (entities) => {
    const moved = { page: page + 1, updated_at: now, attempts: 0 };
    const job = entities.importJob
      .update({ brandId, id: jobId })
      .set(
        last
          ? { ...moved, status: 'succeeded', finished_at: now }
          : { ...moved, cursor: result.nextCursor as string },
      )
      .remove(last ? ['cursor'] : [])
      .add({ processed: result.processed, created: result.created })
      .where((attr, op) => `${op.eq(attr.page, page)} AND ${op.eq(attr.status, 'running')}`);
    return {
      job: job.commit(),
      ...(last
        ? {}
        : Object.fromEntries(
            nextPageEvents.map((item, i) => [`event${i}`, entities.outbox.create(item).commit()]),
          )),
    };
  });
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
  try {
    await importJob
      .update({ brandId, id: jobId })
      .set({ status: 'failed', error: reason, finished_at: now, updated_at: now })
      .where((attr, op) => `${op.eq(attr.status, 'queued')} OR ${op.eq(attr.status, 'running')}`)
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  await touchActiveImport(brandId, jobId, true);
};

/**
 * Heartbeat (or end) of the brand's active import, when it is still this job: best effort, outside the
 * page's transaction, because a newer Sync may have taken over a stale marker. A lost update only
 * means the marker goes stale STALE_AFTER_MS later and then stops blocking.
 */
const touchActiveImport = async (brandId: string, jobId: string, finished: boolean): Promise<void> => {
  try {
    await activeImport
      .update({ brandId })
      .set({ heartbeat_at: new Date().toISOString(), finished })
      .where((attr, op) => op.eq(attr.job_id, jobId))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};
