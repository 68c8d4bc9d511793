import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import type { KeyAuthorizerContext } from '../../shared/http/caller';
import { log } from '../../shared/log';
import { takeApiKeyRequest } from '../api-key-rate-limit';
import { findActiveApiKey, recordApiKeyUse } from '../api-keys';
import { keyRouteScopes } from '../key-route-scopes';

type Result = APIGatewaySimpleAuthorizerWithContextResult<KeyAuthorizerContext | Record<string, never>>;

const refused: Result = { isAuthorized: false, context: {} };

/**
 * The key authorizer of the /api/v1 routes (issue 22): API Gateway's HTTP API Lambda authorizer (REQUEST,
 * simple responses, no result cache), and the local API adapter calls this same function. Every check of
 * a key is made here, never in the handlers:
 * - the key: found by the SHA-256 of the bearer secret (one GetItem); unknown or revoked is refused (403);
 * - its rate: one conditional ADD on the key's two-second window and one on its brand's (all its keys);
 * - its scope: against the route's, from the public API's contracts (key-route-scopes.ts).
 * An authorizer can only allow or deny (API Gateway answers a denial 403 { message: "Forbidden" }), so
 * a known key over its rate or without the scope is let through with the verdict in its context, and the
 * handler middleware answers it at once with the clear error (429 with Retry-After, or 403
 * insufficient_scope) without running the route.
 */
export const handler = async (event: APIGatewayRequestAuthorizerEventV2): Promise<Result> => {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const secret = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!secret) return refused;
  // A v1 route without a declared scope is a mistake: refused, never guessed.
  const scope = keyRouteScopes.get(event.routeKey);
  if (!scope) {
    log.error('no scope declared for an api key route', { routeKey: event.routeKey });
    return refused;
  }
  const grant = await findActiveApiKey(secret);
  if (!grant) {
    log.info('api key refused', { routeKey: event.routeKey });
    return refused;
  }
  // Every request of a known key counts against its rate, scope refusals too.
  const [overRate] = await Promise.all([
    takeApiKeyRequest(grant.keyId, grant.brandId),
    recordApiKeyUse(grant),
  ]);
  const context: KeyAuthorizerContext = {
    brandId: grant.brandId,
    keyId: grant.keyId,
    scopes: grant.scopes.join(' '),
    ...(overRate
      ? { refusal: 'too_many_requests', retryAfter: overRate.retryAfter, rateLimit: overRate.limit }
      : grant.scopes.includes(scope as (typeof grant.scopes)[number])
        ? {}
        : { refusal: 'insufficient_scope' }),
  };
  return { isAuthorized: true, context };
};
