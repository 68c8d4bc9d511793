/**
 * A Follow pressed while signed out, completed when the visitor is back from logging in (or signing
 * up). The return path carries `?follow=1`; this tab's note says the visitor really pressed Follow
 * here, so a link someone crafted with `?follow=1` follows nobody. The note is taken once, so a reload
 * or the back button does not follow again, and it expires: a login abandoned today does not follow
 * tomorrow.
 */
export const followParam = 'follow';

const storageKey = 'pending-follow';
const maxAgeMs = 30 * 60 * 1000;

/** The storefront's path with `?follow=1`: where the login page brings the visitor back to. */
export const followReturnPath = (storefrontHref: string): string => `${storefrontHref}?${followParam}=1`;

export const notePendingFollow = (username: string): void => {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify({ username: username.toLowerCase(), at: Date.now() }));
  } catch {
    // Storage off (a private mode): the visitor comes back and presses Follow once more.
  }
};

/** True once when this tab noted a Follow of `username` in the last 30 minutes; the note is removed. */
export const takePendingFollow = (username: string): boolean => {
  try {
    const raw = sessionStorage.getItem(storageKey);
    if (!raw) return false;
    sessionStorage.removeItem(storageKey);
    const note: unknown = JSON.parse(raw);
    if (typeof note !== 'object' || note === null || !('username' in note) || !('at' in note)) return false;
    return (
      note.username === username.toLowerCase() &&
      typeof note.at === 'number' &&
      Date.now() - note.at < maxAgeMs
    );
  } catch {
    return false;
  }
};
