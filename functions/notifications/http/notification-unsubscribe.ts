import { describeUnsubscribe, unsubscribe } from '../../../contracts/notifications';
import { DomainError } from '../../shared/errors';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { unsubscribeFrom, unsubscribeState } from '../preferences';
import { readUnsubscribeToken } from '../unsubscribe-token';

const INVALID_LINK = 'This unsubscribe link is not valid. Sign in to change your e-mail preferences.';

const personOf = (token: string) => {
  const named = readUnsubscribeToken(token);
  if (!named) throw new DomainError('not_found', INVALID_LINK);
  return named;
};

/**
 * Unsubscribing from an e-mail, signed out (the token is the credential: it names one person and one
 * category, under the server's HMAC key). GET only describes, so a mail scanner opening the link changes
 * nothing; POST unsubscribes — the RFC 8058 one-click request a mail client sends with the form body
 * `List-Unsubscribe=One-Click`, or the unsubscribe page's button. The body is never needed, so it is not
 * parsed (a form body must not be refused as non-JSON).
 */
export const handler = createFeatureHandler(
  {
    'GET /api/notifications/unsubscribe': defineRoute(describeUnsubscribe, async ({ query }) => {
      const { userId, category } = personOf(query.token);
      return { body: await unsubscribeState(userId, category) };
    }),
    'POST /api/notifications/unsubscribe': defineRoute(unsubscribe, async ({ query }) => {
      const { userId, category } = personOf(query.token);
      await unsubscribeFrom(userId, category);
      return { status: 204, body: undefined };
    }),
  },
  { rawBody: true },
);
