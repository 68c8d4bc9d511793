/**
 * Issue 35: one signed-in device, USER#{id} / SESSION#{origin_jti}: what the API handler's session check
 * (http/session-check.ts) reads on every signed-in request. Here, beside the other cross-cutting items,
 * because the check is part of the HTTP edge (functions/shared); the sessions' actions and their other
 * items are in functions/identity/sessions/.
 */
import { defineEntity, SERVICE, tableKey } from '../data/entity';

/**
 * How long a session can live: the app client's refresh-token validity (Cognito's default, 30 days,
 * infra/constructs/auth.ts sets none) and the last access token minted from it (1 hour). A session is a
 * token family, which cannot outlive its refresh token: past this its item (and a signed-out session's
 * refusal) is no longer needed.
 */
export const SESSION_LIFETIME_MS = (30 * 24 + 1) * 3_600_000;
const device = {
  browser: { type: 'string', required: true },
  os: { type: 'string', required: true },
  /** ISO country code from CloudFront's viewer country; absent when unknown (locally). */
  country: { type: 'string' },
} as const;

export const sessionEntity = defineEntity({
  model: { entity: 'session', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true },
    /** Cognito's origin_jti: every access token refreshed from this sign-in carries it. */
    session_id: { type: 'string', required: true },
    device_id: { type: 'string', required: true },
    ...device,
    signed_in_at: { type: 'string', required: true },
    /** Written at most once per LAST_SEEN_EVERY_MS (session-check.ts), not on every request. */
    last_seen_at: { type: 'string', required: true },
    /** Set when signed out (here or from the device): from then every request with it is refused. */
    signed_out_at: { type: 'string' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'USER#${user_id}'), sk: tableKey('sk', 'SESSION#${session_id}') },
  },
});
