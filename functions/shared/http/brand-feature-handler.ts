import { requireRole, resolveBrandAccess } from '../tenancy/brand-access';
import { createFeatureHandler } from './api-handler';

/**
 * The handler of a feature with brand routes (issue 35): the shared stack, with the membership check of
 * every brand request (the brand in use from `x-brand-id`, checked against the caller's membership, and
 * the route's roles).
 */
export const createBrandFeatureHandler = (
  implementations: Parameters<typeof createFeatureHandler>[0],
  options: Omit<NonNullable<Parameters<typeof createFeatureHandler>[1]>, 'brands'> = {},
) =>
  createFeatureHandler(implementations, {
    ...options,
    brands: { resolve: resolveBrandAccess, require: requireRole },
  });
