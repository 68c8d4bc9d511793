/**
 * Issue 35: what a brand request needs to know before it runs (tenancy/brand-access.ts), read in ONE strongly consistent
 * BatchGetItem (the lean client, no ElectroDB):
 * - the caller's membership of the brand in use (USER#{user} / MEMBERSHIP#{brand}): are they a member, in
 *   which role;
 * - the brand's team settings (BRAND#{brand} / TEAM): does it require two-factor sign-in;
 * - the caller's second factor (USER#{user} / SECURITY): have they set it up;
 * - the caller's session (USER#{user} / SESSION#{id}), when the request has one: the sign-out check every
 *   signed-in request makes (http/session-check.ts) rides along instead of costing its own round trip.
 * Consistent, so a removal, a role change, a sign-out or the brand turning the requirement on a moment
 * ago refuses this request.
 */
import { db, tableName } from './client';
import { BatchGetCommand } from './dynamodb/commands';
import { keys } from './keys';
import type { SessionState } from './session-state';

type Key = { pk: string; sk: string };
type Item = Record<string, unknown> & Key;

/** Only the attributes the checks read (the session's, the membership's, the team's, the factor's). */
const PROJECTION =
  'pk, sk, #role, brand_id, require_two_factor, totp_enabled_at, last_seen_at, signed_out_at, expiresAt';

/** The items of `wanted` that exist, by `pk|sk`. BatchGetItem may leave keys unprocessed: asked again. */
const batchRead = async (wanted: Key[]): Promise<Map<string, Item>> => {
  const found = new Map<string, Item>();
  let pending = wanted;
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(200, 20 * 2 ** attempt)));
    if (attempt > 6) throw new Error('brand request: the table left keys unprocessed seven times');
    const answer = await db.send(
      new BatchGetCommand({
        RequestItems: {
          [tableName()]: {
            Keys: pending,
            ConsistentRead: true,
            ProjectionExpression: PROJECTION,
            ExpressionAttributeNames: { '#role': 'role' },
          },
        },
      }),
    );
    for (const item of (answer.Responses?.[tableName()] ?? []) as Item[])
      found.set(`${item.pk}|${item.sk}`, item);
    pending = (answer.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Key[];
  }
  return found;
};

export interface BrandRequestItems {
  /** The membership's role, when the caller is a member (undefined: not one, or not asked). */
  membershipRole?: string;
  /** The brand requires two-factor sign-in of its members. */
  requiresTwoFactor: boolean;
  /** The caller has two-factor sign-in on (their SECURITY item records it on). */
  hasTwoFactor: boolean;
  /** The session item (undefined: none, or the request has no session). */
  session?: SessionState;
}

/** Reads the items; `withMembership` false when the membership is known already (found by a Query). */
export const readBrandRequest = async (input: {
  userId: string;
  brandId: string;
  withMembership: boolean;
  sessionKey?: Key;
}): Promise<BrandRequestItems> => {
  const membershipKey = keys.membership(input.userId, input.brandId);
  const teamKey = keys.team(input.brandId);
  const factorKey = keys.secondFactor(input.userId);
  const wanted = [
    teamKey,
    factorKey,
    ...(input.withMembership ? [membershipKey] : []),
    ...(input.sessionKey ? [input.sessionKey] : []),
  ];
  const found = await batchRead(wanted);
  const item = (key: Key) => found.get(`${key.pk}|${key.sk}`);
  const role = item(membershipKey)?.role;
  return {
    ...(typeof role === 'string' ? { membershipRole: role } : {}),
    requiresTwoFactor: item(teamKey)?.require_two_factor === true,
    hasTwoFactor: typeof item(factorKey)?.totp_enabled_at === 'string',
    ...(input.sessionKey && item(input.sessionKey)
      ? { session: item(input.sessionKey) as SessionState }
      : {}),
  };
};
