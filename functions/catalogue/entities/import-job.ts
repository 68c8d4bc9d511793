import type { EntityItem } from 'electrodb';
import type * as z from 'zod/mini';
import type * as shapes from '../../../contracts/shapes';
import { defineEntity, defineService, SERVICE, tableKey, writeTransaction } from '../../shared/data/entity';
import { createId } from '../../shared/data/ids';
import { DomainError } from '../../shared/errors';
import { outboxEntity, type outboxEvent } from '../../shared/outbox/outbox-event';
import { hasStopped, STALE_AFTER_MS, STALE_JOB_ERROR } from '../import-progress';

/** A product import from the brand's store: the UI polls it for progress. */
export type ImportJob = z.infer<typeof shapes.importJob>;

/** An outbox event's item, to join the job's transaction. */
export type OutboxItem = ReturnType<typeof outboxEvent>['item'];

/**
 * BRAND#{brandId} / IMPORT#{id}. The import runs one store page per step (one event each), so it
 * survives function timeouts: the job records the page it reached (`page`, 0-based), the store's cursor
 * for the next one, and the tries of the current page (`attempts`, counted when a try begins, so a
 * timed-out try counts too); a step for any other page is a repeat and does nothing. `updated_at` is the
 * last progress (import-progress.ts says when a job without progress has stopped).
 */
export const importJob = defineEntity({
  model: { entity: 'import-job', version: '1', service: SERVICE },
  attributes: {
    brandId: { type: 'string', required: true, field: 'brand_id' },
    id: { type: 'string', required: true },
    status: { type: ['queued', 'running', 'succeeded', 'failed'] as const, required: true },
    /** Products in the store (known once the import has started). */
    total: { type: 'number' },
    /** Products written so far; `created`: of those, products new to the catalogue. */
    processed: { type: 'number' },
    created: { type: 'number' },
    /** Why the import failed, in words for the brand. */
    error: { type: 'string' },
    created_at: { type: 'string', required: true },
    finished_at: { type: 'string' },
    updated_at: { type: 'string' },
    page: { type: 'number' },
    cursor: { type: 'string' },
    attempts: { type: 'number' },
    expiresAt: { type: 'number' },
  },
  indexes: { primary: { pk: tableKey('pk', 'BRAND#${brandId}'), sk: tableKey('sk', 'IMPORT#${id}') } },
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
  indexes: { primary: { pk: tableKey('pk', 'BRAND#${brandId}'), sk: tableKey('sk', 'ACTIVE_IMPORT') } },
});

export const importService = defineService({ importJob, activeImport, outbox: outboxEntity });
type ImportEntities = Parameters<Parameters<typeof importService.transaction.write>[0]>[0];

const RETENTION_SECONDS = 30 * 24 * 3600;

/** The job as the brand sees it; the brand id is the caller's (old items may not hold `brand_id`). */
const toJob = (brandId: string, item: EntityItem<typeof importJob>): ImportJob => {
  const stopped = hasStopped(item, Date.now());
  return {
    id: item.id,
    brand_id: brandId,
    status: stopped ? 'failed' : item.status,
    total: item.total ?? null,
    processed: item.processed ?? 0,
    created: item.created ?? 0,
    error: stopped ? STALE_JOB_ERROR : (item.error ?? null),
    created_at: item.created_at,
    finished_at: item.finished_at ?? null,
  };
};

/** Events as operations of a transaction. */
export const eventOperations = (entities: ImportEntities, events: readonly OutboxItem[]) =>
  Object.fromEntries(events.map((item, i) => [`event${i}`, entities.outbox.create(item).commit()]));

/**
 * Sync Products: a queued job, the brand's active-import marker and the job's first event (outbox) in
 * one transaction. A brand runs one import at a time: a second Sync while one is running is a conflict;
 * a finished, failed or stale one does not block.
 */
export const createImportJob = async (
  brandId: string,
  events: (jobId: string) => readonly OutboxItem[],
): Promise<ImportJob> => {
  const now = new Date();
  const nowIso = now.toISOString();
  const staleBefore = new Date(now.getTime() - STALE_AFTER_MS).toISOString();
  const job = {
    brandId,
    id: createId('imp_'),
    status: 'queued' as const,
    processed: 0,
    created: 0,
    created_at: nowIso,
    page: 0,
    attempts: 0,
    updated_at: nowIso,
    expiresAt: Math.floor(now.getTime() / 1000) + RETENTION_SECONDS,
  };
  const outcome = await writeTransaction(importService, (entities) => ({
    active: entities.activeImport
      .put({ brandId, job_id: job.id, finished: false, heartbeat_at: nowIso })
      .where(
        (attr, op) =>
          `${op.notExists(attr.job_id)} OR ${op.eq(attr.finished, true)} OR ${op.lt(attr.heartbeat_at, staleBefore)}`,
      )
      .commit(),
    job: entities.importJob.create(job).commit(),
    ...eventOperations(entities, events(job.id)),
  }));
  if (!outcome.ok)
    throw new DomainError('conflict', 'An import is already running. Please wait for it to finish.');
  return toJob(brandId, job);
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
