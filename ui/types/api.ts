import { type Role, roles } from '../../contracts/constants';

/** The two kinds of account, as the API names them (contracts/constants.ts). */
export { type Role, roles };

export const roleLabels: Record<Role, string> = { brand: 'Brand', creator: 'Creator' };

/** Narrows an untrusted value (a query parameter, say) to a role; anything else is ignored. */
export const parseRole = (value: unknown): Role | undefined => roles.find((role) => role === value);
