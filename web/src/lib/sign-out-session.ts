/**
 * Issue 35: the header's Log out ends this device's session on the server too (DELETE
 * /api/sessions/{id}, its id the access token's origin_jti), so Account → Security stops listing it;
 * Amplify's signOut then revokes the refresh token at Cognito. Loaded on demand by the logout.
 */
import { signOutSession } from '../../../contracts/sessions';
import { loadAuth } from './amplify';
import { callApi } from './api-client';

export const signOutThisSession = async (): Promise<void> => {
  const { fetchAuthSession } = await loadAuth();
  const { tokens } = await fetchAuthSession();
  const sessionId = tokens?.accessToken.payload.origin_jti;
  if (typeof sessionId !== 'string') return;
  await callApi(signOutSession, { params: { sessionId } });
};
