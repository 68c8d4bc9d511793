/**
 * Where to go back to after signing in or signing up (`/login?next=/avareviews%3Ffollow%3D1`). The value
 * arrives in the address bar, so anyone can write it: only a path on this site is followed, never
 * another origin (an open redirect would let a phishing link borrow our login page).
 */
export const returnParam = 'next';

/** The base a candidate is resolved against: anything that leaves it is another origin. */
const probeOrigin = 'https://return-path.invalid';

/**
 * The path to return to, or null when `value` is missing or not a plain same-origin path. Rejected:
 * absolute URLs (`https://…`, `javascript:…`), protocol-relative ones (`//evil.com`), backslashes
 * (browsers read `/\evil.com` as `//evil.com`), control characters (browsers drop tabs and newlines, so
 * `/\t/evil.com` would become `//evil.com`), and the login and sign-up pages themselves (a loop).
 */
export const safeReturnPath = (value: string | null | undefined): string | null => {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is rejected
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  // Belt and braces: whatever the URL parser makes of it must still be on the same origin.
  if (url.origin !== probeOrigin) return null;
  if (url.pathname === '/login' || url.pathname === '/signup') return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

/** `href` with `?next=` (or `&next=`) set to `returnTo`, when that is a safe return path. */
export const withReturnPath = (href: string, returnTo: string | null | undefined): string => {
  const safe = safeReturnPath(returnTo);
  if (!safe) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${returnParam}=${encodeURIComponent(safe)}`;
};

/**
 * Goes back to a return path after signing in or up. A full page load, not the SPA's router: the path
 * may be a server-rendered public page (a storefront, whose Follow sent the visitor here), which the
 * SPA has no route for.
 */
export const goToReturnPath = (path: string): void => window.location.assign(path);
