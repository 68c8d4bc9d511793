/**
 * Issue 36: what an operator's request needs to know before it runs, read consistently with the lean
 * client (every API function carries it, as the session check's read), two GetItems at once:
 * - the operator's second factor (USER#{operator} / SECURITY): operators use two-factor sign-in;
 * - when the request views the marketplace as a brand or a creator (`x-view-as`), the operator's grant to
 *   do so (OPS#VIEWAS#{operator} / {target}), written with its audit entry when they started.
 * Consistent, so a second factor turned off or a grant just ended refuses this request.
 */
import { db, tableName } from './client';
import { GetCommand } from './dynamodb/commands';
import { keys } from './keys';

/** The grant as the handler reads it: who is viewed, and until when (TTL removes it later). */
export interface ViewAsGrantState {
  target_type: 'brand' | 'creator';
  target_id: string;
  /** The user the view runs as: the creator, or the brand's owner. */
  as_user_id: string;
  expiresAt: number;
}

export interface OperatorRequestItems {
  hasTwoFactor: boolean;
  grant?: ViewAsGrantState;
}

const read = async (key: { pk: string; sk: string }, projection: string) =>
  (
    await db.send(
      new GetCommand({
        TableName: tableName(),
        Key: key,
        ConsistentRead: true,
        ProjectionExpression: projection,
      }),
    )
  ).Item;

export const readOperatorRequest = async (input: {
  operatorId: string;
  viewAs?: string;
}): Promise<OperatorRequestItems> => {
  const [factor, grant] = await Promise.all([
    read(keys.secondFactor(input.operatorId), 'totp_enabled_at'),
    input.viewAs
      ? read(
          keys.viewAsGrant(input.operatorId, input.viewAs),
          'target_type, target_id, as_user_id, expiresAt',
        )
      : undefined,
  ]);
  return {
    hasTwoFactor: typeof factor?.totp_enabled_at === 'string',
    ...(grant ? { grant: grant as ViewAsGrantState } : {}),
  };
};
