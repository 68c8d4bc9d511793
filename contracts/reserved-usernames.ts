/**
 * The username rule's data: reserved words, lengths and messages. Free of zod, so the web app's entry
 * chunk (the router's paths, the browser-side username check) can import it at no cost; the schemas
 * that apply it are in usernames.ts.
 */

/**
 * Names a username must never be: a route already claims them (the storefront lives at `/{username}`,
 * the public profile at `/creator/{username}`), or they would pass for the platform itself. The web app
 * imports this list (ui/config/paths.ts, web/src/utils/username.ts), so the browser refuses what
 * the server refuses; functions/identity/tests/unit/reserved-usernames.test.ts fails when the two differ or when a top-level
 * web route, a /creator/ screen or a path the local cloud serves is missing here.
 */
export const reservedUsernames: ReadonlySet<string> = new Set([
  // The web app's top-level pages and the paths the spec links to.
  'features',
  'pricing',
  'signup',
  'login',
  'logout',
  'marketplace',
  'product',
  'products',
  'brand',
  'brands',
  'creator',
  'creators',
  'influencer',
  'influencers',
  'explore',
  // The public page an e-mail's unsubscribe link opens (signed out).
  'unsubscribe',
  // Issue 35: where a team invitation's e-mail link lands (/team-invitations/{token}).
  'team-invitations',
  // Issue 35: where a manager invitation's e-mail link lands (/manager-invitations/{token}).
  'manager-invitations',
  // Issue 22: the public API's reference page (/developers/api).
  'developers',
  // Issue 36: the operator console (/ops).
  'ops',
  'operator',
  'operators',
  // Served on the same origin by the backend and the local cloud.
  'api',
  'r',
  'cognito',
  'assets',
  'config.json',
  'favicon.ico',
  'robots.txt',
  '__shopify',
  '__local',
  // The creator area's screens, shared with /creator/{username}.
  'dashboard',
  'onboarding',
  'campaigns',
  'credits',
  'payouts',
  'profile',
  'storefront',
  // The storefront editor's former address, which redirects to /creator/storefront.
  'my-marketplace',
  'account',
  'ugc',
  // Outreach (issue 21): the creator's Messages screen.
  'messages',
  // Issue 36: a suspended creator's appeal (/creator/appeal).
  'appeal',
  // Words that would pass for the platform, its staff or a system value.
  'admin',
  'administrator',
  'official',
  'support',
  'security',
  'help',
  'root',
  'www',
  'null',
  'undefined',
  'system',
  'staff',
  'team',
  'moderator',
  'settings',
  'billing',
  'about',
  'terms',
  'privacy',
  'legal',
  'contact',
  'static',
  'status',
  'auth',
  'oauth',
  'webhooks',
  'shopify',
  'stripe',
]);

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

export const messages = {
  missing: 'Please fill in your username and bio',
  characters: 'Username can only contain letters, numbers, underscores, and hyphens',
  length: `Username must be ${USERNAME_MIN}-${USERNAME_MAX} characters`,
  reserved: 'This username is reserved. Please choose another one.',
  notText: 'Username must be text',
} as const;
