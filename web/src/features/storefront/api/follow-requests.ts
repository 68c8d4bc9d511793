/**
 * The follow calls of the storefront's Follow island (ui/storefront/storefront-social.tsx), loaded only
 * when someone may be signed in or presses Follow (the public entry provides them lazily): the API
 * client, its schemas and Amplify never reach a signed-out shopper's first load.
 */

import {
  followStorefront,
  getStorefrontFollow,
  unfollowStorefront,
} from '../../../../../contracts/storefront';
import type { FollowState } from '../../../../../ui/storefront/follow-requests';
import { getRuntimeConfig, loadRuntimeConfig } from '../../../config/runtime-config';
import { getAccessToken } from '../../../lib/amplify';
import { callApi } from '../../../lib/api-client';

/** The runtime config (Cognito client, API base): the public pages load it only when it is needed. */
const ensureConfig = async (): Promise<void> => {
  try {
    getRuntimeConfig();
  } catch {
    await loadRuntimeConfig();
  }
};

/** The viewer's follow state, or null when nobody is signed in (or the session has ended). */
export const readFollowState = async (username: string): Promise<FollowState | null> => {
  await ensureConfig();
  if (!(await getAccessToken())) return null;
  return callApi(getStorefrontFollow, { params: { username } });
};

export const setFollowing = async (username: string, follow: boolean): Promise<FollowState> => {
  await ensureConfig();
  return callApi(follow ? followStorefront : unfollowStorefront, { params: { username } });
};

export { apiErrorMessage as followErrorMessage } from '../../../lib/api-error-message';
