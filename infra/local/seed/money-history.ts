/**
 * The demo data's money, moved the way people and the clock move it: over the app's own HTTP API with
 * the demo users' tokens (creators connect payouts on the local Stripe's hosted onboarding page, brands
 * pay invoices on its hosted Checkout page) and through the local cloud's schedule runner
 * (`POST /__local/schedules/{name}`, the code `npm run schedule` uses) at the instants the schedules would
 * have fired, with the local Stripe's clock at the instant each payment is made (setStripeClock).
 * Nothing here writes to the table.
 */

import { testBankDetailsFor } from '../../../stand-ins/stripe/bank-accounts';

export interface MoneyContext {
  /** The local cloud's root URL (the API is under /api, the schedule runner under /__local). */
  appUrl: string;
  /** An access token for a demo user (the seed signs in with the demo password). */
  tokenOf: (email: string) => Promise<string>;
  /** Polls until the check returns a value. */
  wait: <T>(what: string, check: () => Promise<T | undefined>, timeoutMs?: number) => Promise<T>;
  log: (message: string) => void;
  /**
   * Issue 35: runs `pay` with two-factor sign-in on for the token's user (paying needs it), then turns it off
   * again, so the demo's logins stay password-only (and paying in the demo asks to set it up, as it would).
   */
  withSecondFactor?: <T>(token: string, pay: () => Promise<T>) => Promise<T>;
}

export interface SeedInvoice {
  invoice_number: string;
  period: string;
  status: string;
  amount_cents: number;
  due_at: string;
}

export interface SeedPayout {
  payout_id: string;
  status: string;
  amount_cents: number;
}

export const api = async (
  context: MoneyContext,
  path: string,
  options: { token: string; method?: string; body?: unknown },
): Promise<Record<string, unknown>> => {
  const response = await fetch(`${context.appUrl}/api${path}`, {
    method: options.method ?? 'GET',
    headers: {
      authorization: `Bearer ${options.token}`,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(
      `seed: ${options.method ?? 'GET'} /api${path} → ${response.status} ${text.slice(0, 300)}`,
    );
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
};

/** Runs a schedule as if it had fired at `at` (the local schedule runner); resolves when the run is done. */
export const runScheduleAt = async (context: MoneyContext, name: string, at: Date) => {
  const response = await fetch(`${context.appUrl}/__local/schedules/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scheduledTime: at.toISOString() }),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`seed: schedule ${name} at ${at.toISOString()} → ${response.status} ${text}`);
  return JSON.parse(text) as { result: Record<string, unknown> };
};

/**
 * Freezes the local Stripe's clock at `at` (null: back to the wall clock), as a Stripe test clock would:
 * what it records meanwhile — an invoice's payment, a payout's transfer — is dated then, and the app
 * dates the invoice paid and the payout paid from Stripe's own times.
 */
export const setStripeClock = async (context: MoneyContext, at: Date | null) => {
  const response = await fetch(`${context.appUrl}/__stripe/__clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ frozen_time: at === null ? null : Math.floor(at.getTime() / 1000) }),
  });
  if (!response.ok)
    throw new Error(`seed: the local Stripe's clock → ${response.status} ${await response.text()}`);
};

/** A hosted Stripe page's form, posted as the browser posts it (the answer is a redirect). */
const submitStripePage = async (url: string, fields: Record<string, string>) => {
  const response = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  if (response.status !== 303)
    throw new Error(`seed: Stripe page ${url} → ${response.status} ${(await response.text()).slice(0, 300)}`);
};

/** The creator completes Stripe Express onboarding on the local hosted page; resolves once it is active. */
export const connectPayoutAccount = async (
  context: MoneyContext,
  creator: { email: string; firstName: string; lastName: string },
) => {
  const token = await context.tokenOf(creator.email);
  const link = await api(context, '/creator/payout-account/onboarding-link', { method: 'POST', token });
  await submitStripePage(String(link.url), {
    choice: 'submit',
    first_name: creator.firstName,
    last_name: creator.lastName,
    // A test bank account and address of the creator's own: the demo's creators are different people
    // (the same bank account would hold their sales as a duplicate payout account, issue 36).
    ...testBankDetailsFor(creator.email),
  });
  await context.wait(`payout account of ${creator.email}`, async () => {
    const account = await api(context, '/creator/payout-account', { token });
    return account.status === 'active' ? true : undefined;
  });
};

export const invoicesOf = async (context: MoneyContext, token: string): Promise<SeedInvoice[]> =>
  (await api(context, '/brand/invoices', { token })).invoices as SeedInvoice[];

/** The brand's invoice for the period, once the billing run's consumer has issued it. */
export const invoiceFor = (context: MoneyContext, token: string, period: string) =>
  context.wait(`invoice for ${period}`, async () =>
    (await invoicesOf(context, token)).find((invoice) => invoice.period === period),
  );

/** Pay Invoice on the local Checkout page, as the brand does; resolves once the webhook marked it paid. */
export const payInvoice = async (context: MoneyContext, token: string, invoice: SeedInvoice) => {
  const open = () =>
    api(context, `/brand/invoices/${invoice.invoice_number}/checkout`, { method: 'POST', token });
  const checkout = context.withSecondFactor ? await context.withSecondFactor(token, open) : await open();
  await submitStripePage(String(checkout.url), { choice: 'pay', email: 'accounts@example.com' });
  await context.wait(`payment of ${invoice.invoice_number}`, async () => {
    const paid = (await invoicesOf(context, token)).find(
      (candidate) => candidate.invoice_number === invoice.invoice_number,
    );
    return paid?.status === 'paid' ? paid : undefined;
  });
};

export const payoutsOf = async (context: MoneyContext, token: string) => {
  const body = await api(context, '/creator/payouts', { token });
  return {
    payable: Number((body.summary as Record<string, unknown>).pending_payouts_cents),
    payouts: body.payouts as SeedPayout[],
  };
};
