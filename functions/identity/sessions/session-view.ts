/** Issue 35: session and sign-in items as the contract shows them (contracts/sessions.ts). */
import type * as z from 'zod/mini';
import type { sessionShape, signInShape } from '../../../contracts/sessions';

export type SessionView = z.infer<typeof sessionShape>;
export type SignInView = z.infer<typeof signInShape>;

interface DeviceFields {
  browser: string;
  os: string;
  country?: string | null;
}

export const asSession = (
  item: DeviceFields & { session_id: string; signed_in_at: string; last_seen_at: string },
  currentSessionId: string | undefined,
): SessionView => ({
  id: item.session_id,
  browser: item.browser,
  os: item.os,
  country: item.country ?? null,
  signed_in_at: item.signed_in_at,
  last_seen_at: item.last_seen_at,
  current: item.session_id === currentSessionId,
});

export const asSignIn = (
  item: DeviceFields & { at: string; success: boolean; new_device: boolean },
): SignInView => ({
  at: item.at,
  browser: item.browser,
  os: item.os,
  country: item.country ?? null,
  success: item.success,
  new_device: item.new_device,
});
