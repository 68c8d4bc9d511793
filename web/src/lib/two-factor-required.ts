/**
 * Issue 35: the brand in use requires two-factor sign-in of its members and the person has not set it
 * up: the API refuses every brand route with `two_factor_required`. The query cache's error handler
 * (app/provider.tsx) records the page where that happened; the brand area (app/routes/role-guard.tsx)
 * then shows what to do instead of a page of failed loads. Leaving the page lets the next one try again
 * (the API decides; once set up, it answers).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from './api-client';

let refusedAt: string | null = null;
const listeners = new Set<() => void>();

export const noteTwoFactorRefusal = (error: unknown, pathname: string): void => {
  if (!(error instanceof ApiError) || error.code !== 'two_factor_required' || refusedAt === pathname) return;
  refusedAt = pathname;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether the page at `pathname` was refused for want of two-factor sign-in. Another page forgets the
 * refusal (the person may have set it up meanwhile): its own queries ask again.
 */
export const useTwoFactorRefused = (pathname: string): boolean => {
  const refused = useSyncExternalStore(subscribe, () => refusedAt);
  useEffect(() => {
    if (refusedAt !== null && refusedAt !== pathname) refusedAt = null;
  }, [pathname]);
  return refused === pathname;
};
