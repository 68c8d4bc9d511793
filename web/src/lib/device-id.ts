/**
 * Issue 35: this browser's random id, kept in its storage and sent only when a sign-in is registered
 * (POST /api/sessions): a sign-in from an id the person has not signed in from before is a new device,
 * and they are e-mailed. Signing out keeps it (the browser stays a known device).
 */
const KEY = 'marketplace.device-id';

let unstored: string | undefined;

const newId = (): string => `d-${crypto.randomUUID().replace(/-/g, '')}`;

export const deviceId = (): string => {
  try {
    const stored = window.localStorage.getItem(KEY);
    if (stored) return stored;
    const id = newId();
    window.localStorage.setItem(KEY, id);
    return id;
  } catch {
    // Storage blocked: one id for this page's life (each sign-in then counts as a new device).
    unstored ??= newId();
    return unstored;
  }
};
