import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../../http/errors';
import { db, isConditionFailure, tableName } from '../client';
import { createId } from '../ids';
import { keys } from '../keys';

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
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

interface ImportJobItem extends ImportJob {
  pk: string;
  sk: string;
  type: 'import-job';
  expiresAt: number;
}

const RETENTION_SECONDS = 30 * 24 * 3600;

const toJob = ({ pk: _pk, sk: _sk, type: _t, expiresAt: _e, ...job }: ImportJobItem): ImportJob => job;

export const createImportJob = async (brandId: string): Promise<ImportJob> => {
  const now = new Date();
  const job: ImportJob = {
    id: createId('imp_'),
    brand_id: brandId,
    status: 'queued',
    total: null,
    processed: 0,
    created: 0,
    error: null,
    created_at: now.toISOString(),
    finished_at: null,
  };
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.importJob(brandId, job.id),
        type: 'import-job',
        ...job,
        expiresAt: Math.floor(now.getTime() / 1000) + RETENTION_SECONDS,
      } satisfies ImportJobItem,
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return job;
};

export const getImportJobOrThrow = async (brandId: string, jobId: string): Promise<ImportJob> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.importJob(brandId, jobId), ConsistentRead: true }),
  );
  if (!Item) throw new AppError('not_found', 'Import not found');
  return toJob(Item as ImportJobItem);
};

/** queued → running, once: a second delivery of the same request finds it running and does nothing. */
export const startImportJob = async (brandId: string, jobId: string, total: number): Promise<boolean> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.importJob(brandId, jobId),
        UpdateExpression: 'SET #status = :running, #total = :total',
        ConditionExpression: '#status = :queued',
        ExpressionAttributeNames: { '#status': 'status', '#total': 'total' },
        ExpressionAttributeValues: { ':running': 'running', ':queued': 'queued', ':total': total },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

export const recordImportProgress = async (
  brandId: string,
  jobId: string,
  processed: number,
  created: number,
) =>
  db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.importJob(brandId, jobId),
      // Both names are DynamoDB reserved words.
      UpdateExpression: 'ADD #processed :processed, #created :created',
      ExpressionAttributeNames: { '#processed': 'processed', '#created': 'created' },
      ExpressionAttributeValues: { ':processed': processed, ':created': created },
    }),
  );

export const finishImportJob = async (
  brandId: string,
  jobId: string,
  outcome: { status: 'succeeded' } | { status: 'failed'; error: string },
) =>
  db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.importJob(brandId, jobId),
      UpdateExpression: 'SET #status = :status, #error = :error, finished_at = :now',
      ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
      ExpressionAttributeValues: {
        ':status': outcome.status,
        ':error': outcome.status === 'failed' ? outcome.error : null,
        ':now': new Date().toISOString(),
      },
    }),
  );
