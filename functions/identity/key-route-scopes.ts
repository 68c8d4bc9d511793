/**
 * The scope each /api/v1 route requires, by API Gateway's route key ("GET /api/v1/sales"), read from the
 * public API's contracts: the key authorizer checks a key against it, so the rule lives in one place and
 * a new v1 route cannot be reached without a scope.
 */
import { contractKey, isContract, type RouteContract } from '../../contracts/http';
import * as publicApi from '../../contracts/public-api';

export const keyRouteScopes: ReadonlyMap<string, string> = new Map(
  (Object.values(publicApi) as unknown[])
    .filter((value): value is RouteContract => isContract(value))
    .flatMap((contract) =>
      contract.auth === 'apiKey' && contract.scope ? [[contractKey(contract), contract.scope]] : [],
    ),
);
