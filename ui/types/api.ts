import { type Role, roles } from '../../contracts/constants';

/** The two kinds of account, as the API names them (contracts/constants.ts). */
export { type Role, roles };

export const roleLabels: Record<Role, string> = { brand: 'Brand', creator: 'Creator' };

/**
 * Who an area of the app is for: the people of a role, or (issue 36) the operators, a group an account
 * of either role may also be in (`GET /api/me` says `operator`), never a role of its own.
 */
export type AreaRole = Role | 'operator';

/** Narrows an untrusted value (a query parameter, say) to a role; anything else is ignored. */
export const parseRole = (value: unknown): Role | undefined => roles.find((role) => role === value);
