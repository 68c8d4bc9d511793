import { env } from '../config';
import { GetCommand } from './dynamodb/commands';
import { DocumentClient } from './dynamodb/document-client';

/**
 * The one DynamoDB client of a Lambda container (dynamodb/document-client.ts): it reads the region and
 * the endpoint at each call, since the local cloud sets DYNAMODB_ENDPOINT after modules load.
 */
export const db = new DocumentClient({ region: () => env.region, endpoint: () => env.dynamoDbEndpoint });

export const tableName = (): string => env.tableName;

/**
 * Proves the table answers with the caller's data permissions only: a GetItem of a key that never
 * exists (the health check).
 */
export const pingTable = async (): Promise<void> => {
  await db.send(new GetCommand({ TableName: tableName(), Key: { pk: 'HEALTH', sk: 'HEALTH' } }));
};

/** True when a conditional write or transaction was refused because its condition did not hold. */
export const isConditionFailure = (error: unknown): boolean => {
  // ElectroDB wraps the SDK's error in its own and keeps the original as `cause`.
  const cause = (error as { isElectroError?: boolean; cause?: unknown })?.isElectroError
    ? (error as { cause?: unknown }).cause
    : undefined;
  if (cause) return isConditionFailure(cause);
  const name = (error as { name?: string })?.name;
  if (name === 'ConditionalCheckFailedException') return true;
  if (name === 'TransactionCanceledException') {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    return reasons.some((reason) => reason.Code === 'ConditionalCheckFailed');
  }
  return false;
};

/** A conditional write's answer, or undefined when its condition refused it (anything else throws). */
export const unlessRefused = <T>(write: Promise<T>): Promise<T | undefined> =>
  write.catch((error) => {
    if (isConditionFailure(error)) return undefined;
    throw error;
  });

/** A conditional write's outcome: true when it was written, false when its condition refused it. */
export const applied = async (write: Promise<unknown>): Promise<boolean> =>
  (await unlessRefused(write.then(() => true))) ?? false;
