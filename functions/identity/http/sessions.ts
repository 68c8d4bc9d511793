/** Issue 35: Account → Security's devices and sign-ins (contracts/sessions.ts). */
import * as contracts from '../../../contracts/sessions';
import { type ApiEvent, createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { AppError } from '../../shared/http/errors';
import { sessionOfClaims } from '../../shared/http/session-check';
import { listSessions } from '../sessions/list-sessions';
import { registerSignIn } from '../sessions/register-session';
import { signOutOtherSessions, signOutSession } from '../sessions/sign-out-sessions';

const claimsOf = (event: ApiEvent) => event.requestContext?.authorizer?.jwt?.claims ?? {};

const headerOf = (event: ApiEvent, name: string): string | undefined => event.headers?.[name];

export const handler = createFeatureHandler({
  'POST /api/sessions': defineRoute(contracts.registerSession, async ({ body, event }) => {
    const claims = claimsOf(event);
    const session = sessionOfClaims(claims);
    if (!session) throw new AppError('unauthorized', 'This sign-in cannot be registered. Sign in again.');
    const authTime = Number(claims.auth_time);
    const { created, session: view } = await registerSignIn({
      ...session,
      ...(Number.isFinite(authTime) && authTime > 0 ? { authTime } : {}),
      deviceId: body.device_id,
      userAgent: headerOf(event, 'user-agent'),
      countryHeader: headerOf(event, 'cloudfront-viewer-country'),
    });
    return { status: created ? 201 : 200, body: view };
  }),
  'GET /api/sessions': defineRoute(contracts.listSessions, async ({ caller, event }) => ({
    body: await listSessions(caller.userId, sessionOfClaims(claimsOf(event))?.sessionId),
  })),
  'DELETE /api/sessions/{sessionId}': defineRoute(contracts.signOutSession, async ({ caller, params }) => {
    await signOutSession(caller.userId, params.sessionId);
    return { status: 204 };
  }),
  'POST /api/sessions/sign-out-others': defineRoute(
    contracts.signOutOtherSessions,
    async ({ caller, event }) => ({
      body: {
        signed_out: await signOutOtherSessions(caller.userId, sessionOfClaims(claimsOf(event))?.sessionId),
      },
    }),
  ),
});
