import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../config';

/** One document client per Lambda container, created at cold start. */
export const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: env.region,
    ...(env.dynamoDbEndpoint ? { endpoint: env.dynamoDbEndpoint } : {}),
  }),
  { marshallOptions: { removeUndefinedValues: true } },
);

export const tableName = (): string => env.tableName;

/** True when a conditional write or transaction was refused because its condition did not hold. */
export const isConditionFailure = (error: unknown): boolean => {
  const name = (error as { name?: string })?.name;
  if (name === 'ConditionalCheckFailedException') return true;
  if (name === 'TransactionCanceledException') {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    return reasons.some((reason) => reason.Code === 'ConditionalCheckFailed');
  }
  return false;
};
