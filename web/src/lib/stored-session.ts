/**
 * Whether this browser may hold a session, without loading Amplify: Amplify keeps a session's tokens in
 * localStorage under `CognitoIdentityServiceProvider.*` (lib/amplify.ts checks the same prefix with the
 * app client's id once the runtime config is loaded). Without any such key nobody is signed in here, so
 * the server-rendered public pages start neither Amplify nor the SPA for a signed-out visitor.
 */
export const mayHaveStoredSession = (): boolean => {
  try {
    for (let index = 0; index < localStorage.length; index++) {
      if (localStorage.key(index)?.startsWith('CognitoIdentityServiceProvider.')) return true;
    }
    return false;
  } catch {
    // Storage blocked (privacy settings): no session can be stored here either.
    return false;
  }
};
