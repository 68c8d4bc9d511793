import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '../../shared/data/client';
import { createId } from '../../shared/data/ids';
import { keys, prefixes } from '../../shared/data/keys';
import { AppError } from '../../shared/http/errors';
import type { TransactItem } from '../../shared/outbox/outbox-event';

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

/**
 * The import runs one store page per step (one event each), so it survives function timeouts: the job
 * records the page it reached and the store's cursor for the next one, and a step for any other page
 * is a repeat and does nothing.
 */
interface ImportJobItem extends ImportJob {
  pk: string;
  sk: string;
  type: 'import-job';
  expiresAt: number;
  /** Pages imported so far = the page the next step imports (0-based). */
  page: number;
  /** The store's cursor after the last imported page (absent before the first). */
  cursor?: string;
  /** Tries of the current page (a timed-out try counts too: it is counted when the try begins). */
  attempts: number;
  /** Last progress: a queued or running job without progress for STALE_AFTER_MS has stopped. */
  updated_at: string;
}

/** The one-import-at-a-time marker of a brand. */
interface ActiveImportItem {
  pk: string;
  sk: string;
  type: 'active-import';
  job_id: string;
  finished: boolean;
  heartbeat_at: string;
}

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

const toJob = (
  {
    pk: _pk,
    sk: _sk,
    type: _t,
    expiresAt: _e,
    page: _p,
    cursor: _c,
    attempts: _a,
    updated_at,
    ...job
  }: ImportJobItem,
  now = Date.now(),
): ImportJob => {
  const lastProgress = Date.parse(updated_at ?? job.created_at);
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
  events: (jobId: string) => readonly TransactItem[],
): Promise<ImportJob> => {
  const now = new Date();
  const nowIso = now.toISOString();
  const job: ImportJob = {
    id: createId('imp_'),
    brand_id: brandId,
    status: 'queued',
    total: null,
    processed: 0,
    created: 0,
    error: null,
    created_at: nowIso,
    finished_at: null,
  };
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.activeImport(brandId),
                type: 'active-import',
                job_id: job.id,
                finished: false,
                heartbeat_at: nowIso,
              } satisfies ActiveImportItem,
              ConditionExpression:
                'attribute_not_exists(pk) OR finished = :true OR heartbeat_at < :staleBefore',
              ExpressionAttributeValues: {
                ':true': true,
                ':staleBefore': new Date(now.getTime() - STALE_AFTER_MS).toISOString(),
              },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.importJob(brandId, job.id),
                type: 'import-job',
                ...job,
                page: 0,
                attempts: 0,
                updated_at: nowIso,
                expiresAt: Math.floor(now.getTime() / 1000) + RETENTION_SECONDS,
              } satisfies ImportJobItem,
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...events(job.id),
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) {
      throw new AppError('conflict', 'An import is already running. Please wait for it to finish.');
    }
    throw error;
  }
  return job;
};

export const getImportJobOrThrow = async (brandId: string, jobId: string): Promise<ImportJob> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.importJob(brandId, jobId), ConsistentRead: true }),
  );
  if (!Item) throw new AppError('not_found', 'Import not found');
  return toJob(Item as ImportJobItem);
};

/** The brand's newest import (job ids sort by time), for the catalogue screen: one Query, one item. */
export const getLatestImportJob = async (brandId: string): Promise<ImportJob | null> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.brand(brandId).pk, ':prefix': `${prefixes.importJob}imp_` },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  const item = Items[0] as ImportJobItem | undefined;
  return item ? toJob(item) : null;
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
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.importJob(brandId, jobId),
        UpdateExpression: 'SET #status = :running, updated_at = :now ADD attempts :one',
        ConditionExpression: '#page = :page AND #status IN (:queued, :running)',
        ExpressionAttributeNames: { '#status': 'status', '#page': 'page' },
        ExpressionAttributeValues: {
          ':running': 'running',
          ':queued': 'queued',
          ':now': new Date().toISOString(),
          ':one': 1,
          ':page': page,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const item = Attributes as ImportJobItem;
    await touchActiveImport(brandId, jobId, false);
    return { job: toJob(item), cursor: item.cursor, attempts: item.attempts };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
};

/** The store's product count, recorded by the first page's step for the progress bar. */
export const recordImportTotal = async (brandId: string, jobId: string, total: number) =>
  db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.importJob(brandId, jobId),
      UpdateExpression: 'SET #total = :total',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#total': 'total' },
      ExpressionAttributeValues: { ':total': total },
    }),
  );

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
  nextPageEvents: readonly TransactItem[],
): Promise<boolean> => {
  const now = new Date().toISOString();
  const last = result.nextCursor === null;
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.importJob(brandId, jobId),
              UpdateExpression: last
                ? 'SET #page = :next, updated_at = :now, attempts = :zero, #status = :succeeded, finished_at = :now REMOVE #cursor ADD #processed :processed, #created :created'
                : 'SET #page = :next, updated_at = :now, attempts = :zero, #cursor = :cursor ADD #processed :processed, #created :created',
              ConditionExpression: '#page = :page AND #status = :running',
              ExpressionAttributeNames: {
                '#page': 'page',
                '#status': 'status',
                '#cursor': 'cursor',
                // Both are DynamoDB reserved words.
                '#processed': 'processed',
                '#created': 'created',
              },
              ExpressionAttributeValues: {
                ':next': page + 1,
                ':now': now,
                ':zero': 0,
                ':page': page,
                ':running': 'running',
                ':processed': result.processed,
                ':created': result.created,
                ...(last ? { ':succeeded': 'succeeded' } : { ':cursor': result.nextCursor }),
              },
            },
          },
          ...(last ? [] : nextPageEvents),
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  await touchActiveImport(brandId, jobId, last);
  return true;
};

/** running → failed with a reason the brand sees (only a job still queued or running). */
export const failImportJob = async (brandId: string, jobId: string, reason: string): Promise<void> => {
  const now = new Date().toISOString();
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.importJob(brandId, jobId),
        UpdateExpression: 'SET #status = :failed, #error = :reason, finished_at = :now, updated_at = :now',
        ConditionExpression: '#status IN (:queued, :running)',
        ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':reason': reason,
          ':now': now,
          ':queued': 'queued',
          ':running': 'running',
        },
      }),
    );
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
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.activeImport(brandId),
        UpdateExpression: 'SET heartbeat_at = :now, finished = :finished',
        ConditionExpression: 'job_id = :job',
        ExpressionAttributeValues: { ':now': new Date().toISOString(), ':finished': finished, ':job': jobId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};
