/**
 * Issue 35 (creator managers): which creator's workspace a manager is working in (the switcher's choice),
 * sent with every API call as `x-creator-id`. The server checks the caller's grant on every request; this
 * is only the choice, never the permission. Kept per browser in localStorage; absent means "my own".
 */
import { CREATOR_HEADER } from '../../../contracts/creator-header';

/** Exported for browser tests, which open a page working for a creator. */
export const CREATOR_IN_USE_KEY = 'creatorInUse:v1';

export const creatorHeaderName = CREATOR_HEADER;

interface CreatorInUse {
  id: string;
  /** The creator's name, for the banner ("You're working in …'s workspace") without a request. */
  name: string;
}

export const getCreatorInUse = (): CreatorInUse | null => {
  try {
    const stored = JSON.parse(localStorage.getItem(CREATOR_IN_USE_KEY) ?? 'null') as CreatorInUse | null;
    return stored && typeof stored.id === 'string' && typeof stored.name === 'string' ? stored : null;
  } catch {
    return null;
  }
};

export const setCreatorInUse = (creator: CreatorInUse | null): void => {
  try {
    if (creator) localStorage.setItem(CREATOR_IN_USE_KEY, JSON.stringify(creator));
    else localStorage.removeItem(CREATOR_IN_USE_KEY);
  } catch {
    // Storage refused (private mode): the person's own workspace is used.
  }
};
