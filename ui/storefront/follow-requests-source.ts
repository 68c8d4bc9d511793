import { createContext, useContext } from 'react';
import type { ContractOutput } from '../../contracts/http';
import type { getStorefrontFollow } from '../../contracts/storefront';

/** The viewer's follow state, as `GET /api/storefront/{username}/follow` answers it. */
export type FollowState = ContractOutput<typeof getStorefrontFollow>;

/** The calls the storefront's Follow island makes. */
export interface FollowRequests {
  /** The viewer's follow state, or null when nobody is signed in (or the session has ended). */
  readFollowState(username: string): Promise<FollowState | null>;
  setFollowing(username: string, follow: boolean): Promise<FollowState>;
  followErrorMessage(error: unknown, fallback: string): string;
}

/**
 * Where the island gets its follow calls: they need the web's API client and Amplify, which ui/ does not
 * import, so the browser entry that hydrates the island provides a loader (web/src/public/entry.tsx: a
 * chunk of its own, loaded only for a possible session or a click). The server renders the island
 * signed out and never calls it.
 */
export const FollowRequestsSource = createContext<(() => Promise<FollowRequests>) | null>(null);

const unavailable = () =>
  Promise.reject(new Error('No FollowRequestsSource: the island needs its follow calls'));

export const useFollowRequests = (): (() => Promise<FollowRequests>) =>
  useContext(FollowRequestsSource) ?? unavailable;
