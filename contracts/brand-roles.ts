/**
 * Issue 35: a brand is a team. Each member holds one role; every brand route's contract declares which
 * roles may call it (`roles`, beside `auth: 'brand'`), and the API handler checks the caller's membership
 * of the brand in use against it on every request.
 */
export const brandRoles = ['owner', 'admin', 'manager', 'finance', 'viewer'] as const;
export type BrandRole = (typeof brandRoles)[number];

/** What each role is for, in the words the members screen and the OpenAPI document show. */
export const brandRoleDescriptions: Readonly<Record<BrandRole, string>> = {
  owner: 'Everything, including deleting the brand and transferring ownership',
  admin: 'Everything but deleting the brand and transferring ownership',
  manager: 'Program, products, creators, messages, UGC and samples',
  finance: 'Billing, invoices, payment methods and exports',
  viewer: 'Read-only',
};

export const brandRoleLabels: Readonly<Record<BrandRole, string>> = {
  owner: 'Owner',
  admin: 'Admin',
  manager: 'Manager',
  finance: 'Finance',
  viewer: 'Viewer',
};

/** The sets routes declare (one name per kind of work, so a route's contract reads as what it does). */
export const rolesFor = {
  /** Reading any brand screen: every member. */
  reading: brandRoles,
  /** The program: products, commissions, terms, creators, applications, messages, UGC, samples, sales' review. */
  program: ['owner', 'admin', 'manager'],
  /** Money: invoices, payment methods, autopay, exports. */
  money: ['owner', 'admin', 'finance'],
  /** The brand's settings and access: store, account details, API keys, webhooks, members. */
  settings: ['owner', 'admin'],
  /** Deleting the brand and transferring ownership. */
  ownership: ['owner'],
} as const satisfies Record<string, readonly BrandRole[]>;

/** The roles that may pay, change payment or payout details, or create API keys only with a second factor. */
export const rolesNeedingSecondFactor: readonly BrandRole[] = ['owner', 'admin', 'finance'];

/** The header that names the brand in use (the workspace switcher's choice); checked against membership. */
export const BRAND_HEADER = 'x-brand-id';
