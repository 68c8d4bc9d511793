import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import type { KeyAuthorizerContext } from '../../shared/http/caller';
import { log } from '../../shared/log';
import { findActiveApiKey, recordApiKeyUse } from '../api-keys';

type Result = APIGatewaySimpleAuthorizerWithContextResult<KeyAuthorizerContext | Record<string, never>>;

const refused: Result = { isAuthorized: false, context: {} };

/**
 * The key authorizer of the /api/v1 routes (issue 22): API Gateway's HTTP API Lambda authorizer (REQUEST,
 * simple responses, no result cache), and the local API adapter calls this same function. It finds the
 * key by the SHA-256 of the bearer secret (one GetItem), refuses an unknown or revoked one, and hands the
 * handler who the key acts for and what it may do. The route's scope is the handler middleware's check
 * (the authorizer would need the route table; the handler has the route's contract).
 */
export const handler = async (event: APIGatewayRequestAuthorizerEventV2): Promise<Result> => {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const secret = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!secret) return refused;
  const grant = await findActiveApiKey(secret);
  if (!grant) {
    log.info('api key refused', { routeKey: event.routeKey });
    return refused;
  }
  await recordApiKeyUse(grant);
  return {
    isAuthorized: true,
    context: { brandId: grant.brandId, keyId: grant.keyId, scopes: grant.scopes.join(' ') },
  };
};
