/**
 * Issue 36: the brand or creator an operator is viewing as ("View as" on the console's People), sent with
 * every API call but the console's own as `x-view-as`. The server refuses the header to anyone but an
 * operator, on anything but a GET, and without the grant the operator started (with its audit entry);
 * this is only the choice, never the permission. Kept per tab (sessionStorage), until it ends.
 */
import { VIEW_AS_HEADER } from '../../../contracts/view-as-header';

/** Exported for browser tests. */
export const VIEW_AS_KEY = 'viewAs:v1';
export const viewAsHeaderName = VIEW_AS_HEADER;

export interface ViewingAs {
  type: 'brand' | 'creator';
  id: string;
  name: string;
  expires_at: string;
}

export const getViewingAs = (): ViewingAs | null => {
  try {
    const stored = JSON.parse(sessionStorage.getItem(VIEW_AS_KEY) ?? 'null') as ViewingAs | null;
    if (!stored || typeof stored.id !== 'string' || typeof stored.name !== 'string') return null;
    // Past its grant the server refuses it: back to the operator's own screens.
    if (Date.parse(stored.expires_at) <= Date.now()) {
      sessionStorage.removeItem(VIEW_AS_KEY);
      return null;
    }
    return stored;
  } catch {
    return null;
  }
};

export const setViewingAs = (target: ViewingAs | null): void => {
  try {
    if (target) sessionStorage.setItem(VIEW_AS_KEY, JSON.stringify(target));
    else sessionStorage.removeItem(VIEW_AS_KEY);
  } catch {
    // Storage refused (private mode): no view.
  }
};

/** The header's value for a call to `path`, or null: never on the console's own routes. */
export const viewAsHeaderFor = (path: string): string | null => {
  if (path.startsWith('/ops/') || path === '/ops') return null;
  const viewing = getViewingAs();
  return viewing ? `${viewing.type}:${viewing.id}` : null;
};
