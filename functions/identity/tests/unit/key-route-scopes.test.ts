/**
 * The key authorizer's scope table (key-route-scopes.ts) holds exactly the API-key routes of the route
 * table, each with its contract's scope: a v1 route added without one would be refused by the authorizer,
 * and one the table lacks could not be reached.
 */
import { describe, expect, it } from 'vitest';
import { allContracts, contractKey } from '../../../../contracts';
import { routeKey, routes } from '../../../routes';
import { keyRouteScopes } from '../../key-route-scopes';

describe('the key authorizer scope table', () => {
  it('knows the scope of every API-key route, and of no other route', () => {
    const keyRoutes = routes.filter((route) => route.auth === 'apiKey');
    expect(keyRoutes.length).toBeGreaterThan(0);
    const expected = keyRoutes.map((route) => {
      const contract = allContracts.find((candidate) => contractKey(candidate) === routeKey(route));
      return [routeKey(route), contract?.scope];
    });
    expect(expected.every(([, scope]) => typeof scope === 'string')).toBe(true);
    expect(Object.fromEntries(keyRouteScopes)).toEqual(Object.fromEntries(expected));
  });
});
