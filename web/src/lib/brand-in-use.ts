/**
 * Issue 35: which of the person's brands the workspace is showing (the switcher's choice), sent with every
 * API call as `x-brand-id`. The server checks it against the caller's membership on every request; this is
 * only the choice, never the permission. Kept per browser in localStorage; absent means "my own brand,
 * else my first" (the server's default).
 */
import { BRAND_HEADER } from '../../../contracts/brand-roles';

/** Exported for browser tests, which open a page with a brand chosen. */
export const BRAND_IN_USE_KEY = 'brandInUse:v1';

export const brandHeaderName = BRAND_HEADER;

export const getBrandInUse = (): string | null => {
  try {
    return localStorage.getItem(BRAND_IN_USE_KEY);
  } catch {
    return null;
  }
};

export const setBrandInUse = (brandId: string | null): void => {
  try {
    if (brandId) localStorage.setItem(BRAND_IN_USE_KEY, brandId);
    else localStorage.removeItem(BRAND_IN_USE_KEY);
  } catch {
    // Storage refused (private mode): the server's default brand is used.
  }
};
