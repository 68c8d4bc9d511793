import { stripe } from './client';

export interface PlatformBalance {
  /** USD cents: what the platform account can transfer now, and what is still on its way. */
  available_cents: number;
  pending_cents: number;
}

const usd = (amounts: { amount: number; currency: string }[]): number =>
  amounts.filter((entry) => entry.currency === 'usd').reduce((sum, entry) => sum + entry.amount, 0);

/**
 * Issue 36: the platform account's Stripe balance (the operator console's Money), `balance.retrieve`:
 * brands' payments add to it, creators' transfers take from it. A read: no idempotency key.
 */
export const platformBalance = async (): Promise<PlatformBalance> => {
  const balance = await (await stripe()).balance.retrieve();
  return { available_cents: usd(balance.available), pending_cents: usd(balance.pending) };
};
