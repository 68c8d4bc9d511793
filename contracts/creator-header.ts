/**
 * Issue 35 (creator managers): the header that names the creator a manager works for (the switcher's
 * choice), checked against the caller's grant on every request. Its own file, so the web's entry chunk
 * (api-client.ts) takes the name without the managers contracts' schemas.
 */
export const CREATOR_HEADER = 'x-creator-id';
