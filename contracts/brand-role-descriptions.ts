import type { BrandRole } from './brand-roles';

/** What each role is for, in the words the members screen, the invitation and the OpenAPI document show. */
export const brandRoleDescriptions: Readonly<Record<BrandRole, string>> = {
  owner: 'Everything, including deleting the brand and transferring ownership',
  admin: 'Everything but deleting the brand and transferring ownership',
  manager: 'Program, products, creators, messages, UGC and samples',
  finance: 'Billing, invoices, payment methods and exports',
  viewer: 'Read-only',
};
