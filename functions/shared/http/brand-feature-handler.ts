import { requireRole, resolveBrandAccess } from '../tenancy/brand-access';
import { createFeatureHandler } from './api-handler';
import { managerGate } from './creator-feature-handler';

type Options = Omit<NonNullable<Parameters<typeof createFeatureHandler>[1]>, 'brands'> & {
  /**
   * For routes that declare `secondFactor` (money and keys): identity's requireSecondFactor. Given by the
   * features that have such routes only (their function declares `userPool: 'mfaState'`).
   */
  secondFactor?: (userId: string, action: string) => Promise<void>;
};

/**
 * The handler of a feature with brand routes (issue 35): the shared stack, with the membership check of
 * every brand request (the brand in use from `x-brand-id`, checked against the caller's membership, and
 * the route's roles) and, where a route declares it, the two-factor check of the roles that need it.
 */
export const createBrandFeatureHandler = (
  implementations: Parameters<typeof createFeatureHandler>[0],
  { secondFactor, ...options }: Options = {},
) =>
  createFeatureHandler(implementations, {
    ...options,
    brands: { resolve: resolveBrandAccess, require: requireRole, ...(secondFactor ? { secondFactor } : {}) },
    // A feature with brand routes may serve creator routes too (applications, links, codes).
    managers: managerGate,
  });
