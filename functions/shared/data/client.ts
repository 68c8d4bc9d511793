import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { env } from '../config';

let documentClient: DynamoDBDocumentClient | undefined;

/** One document client per Lambda container, created on first use. */
const client = (): DynamoDBDocumentClient =>
  (documentClient ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: env.region,
      ...(env.dynamoDbEndpoint ? { endpoint: env.dynamoDbEndpoint } : {}),
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  ));

/**
 * The document client, made on first use rather than at import: entities are defined (and handed the
 * client) when their modules load, which on the local cloud is before it has set DYNAMODB_ENDPOINT.
 */
export const db: DynamoDBDocumentClient = new Proxy({} as DynamoDBDocumentClient, {
  has: (_target, property) => property in DynamoDBDocumentClient.prototype,
  get: (_target, property) =>
    property === 'send'
      ? (...args: Parameters<DynamoDBDocumentClient['send']>) => client().send(...args)
      : Reflect.get(client(), property),
});

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
