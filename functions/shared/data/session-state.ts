/**
 * Issue 35: the raw reads and writes of the per-request session check (functions/shared/http/session-check.ts),
 * with the lean client rather than ElectroDB: every API function carries them, and ElectroDB there added
 * ~200 KB to each. The item itself is the sessions feature's entity (functions/identity/sessions).
 */
import { db, isConditionFailure, tableName } from './client';
import { GetCommand, UpdateCommand } from './dynamodb/commands';

export interface SessionState {
  last_seen_at?: string;
  signed_out_at?: string;
  expiresAt?: number;
}

type Key = { pk: string; sk: string };

/** Consistent: a sign-out a moment ago must refuse this request. */
export const readSessionState = async (key: Key): Promise<SessionState | undefined> =>
  (
    await db.send(
      new GetCommand({
        TableName: tableName(),
        Key: key,
        ConsistentRead: true,
        ProjectionExpression: 'last_seen_at, signed_out_at, expiresAt',
      }),
    )
  ).Item as SessionState | undefined;

/** Last seen, only when older than `staleBefore` and not signed out (another request may have just done it). */
export const touchSessionState = async (key: Key, now: Date, staleBefore: string): Promise<void> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET last_seen_at = :now',
        ConditionExpression: 'last_seen_at < :stale AND attribute_not_exists(signed_out_at)',
        ExpressionAttributeValues: { ':now': now.toISOString(), ':stale': staleBefore },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};
