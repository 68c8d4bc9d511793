/** Where Amplify keeps a session's tokens: localStorage keys under this prefix (then the app client's id). */
export const AMPLIFY_STORAGE_PREFIX = 'CognitoIdentityServiceProvider.';

/** Whether localStorage holds a key starting with `prefix`; undefined when storage is blocked. */
export const hasStoredKey = (prefix: string): boolean | undefined => {
  try {
    for (let index = 0; index < localStorage.length; index++) {
      if (localStorage.key(index)?.startsWith(prefix)) return true;
    }
    return false;
  } catch {
    return undefined;
  }
};

/**
 * Whether this browser may hold a session, without loading Amplify or the runtime config (lib/amplify.ts
 * checks the same keys with the app client's id). Without any such key nobody is signed in here, so the
 * server-rendered public pages start neither Amplify nor the SPA for a signed-out visitor; with storage
 * blocked, no session can be stored here either.
 */
export const mayHaveStoredSession = (): boolean => hasStoredKey(AMPLIFY_STORAGE_PREFIX) ?? false;
