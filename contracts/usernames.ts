import * as z from 'zod/mini';

/**
 * Names a username must never be: a route already claims them (the storefront lives at `/{username}`,
 * the public profile at `/creator/{username}`), or they would pass for the platform itself. The web app
 * keeps the same list (`reservedUsernames` in web/src/config/paths.ts), so the browser refuses what the
 * server refuses; tests/unit/reserved-usernames.test.ts fails when the two differ or when a top-level
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
  'my-marketplace',
  'account',
  'ugc',
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

/**
 * A username as stored: trimmed and lower-cased as typed (spec 5), 3–30 letters, digits, underscores or
 * hyphens, and not a reserved word. Uniqueness is not a shape rule: the save transaction enforces it.
 */
export const usernameSchema = z
  .string({ error: (issue) => (issue.input === undefined ? messages.missing : messages.notText) })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, messages.missing),
    z.superRefine((value, ctx) => {
      if (value.length === 0) return;
      if (!/^[a-z0-9_-]+$/.test(value)) ctx.addIssue({ code: 'custom', message: messages.characters });
      else if (value.length < USERNAME_MIN || value.length > USERNAME_MAX)
        ctx.addIssue({ code: 'custom', message: messages.length });
      else if (reservedUsernames.has(value)) ctx.addIssue({ code: 'custom', message: messages.reserved });
    }),
  );

export const BIO_MAX = 500;

export const bioSchema = z
  .string({ error: (issue) => (issue.input === undefined ? messages.missing : 'Bio must be text') })
  .check(
    z.trim(),
    z.minLength(1, messages.missing),
    z.maxLength(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`),
  );
