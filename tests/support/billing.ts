/**
 * Money-in helpers over the wire: a brand with a creator's matured sale billed on the 1st (its invoice
 * pending), the local Stripe's balance, a card saved through Checkout in setup mode on the local hosted
 * page, and the brand's invoices as its Billing screen reads them.
 */

import { expect } from 'vitest';
import { api, eventually } from './cloud';
import { submitStripePage } from './demo-stripe';
import { brandWithStore, type StoreBrand } from './partnership';
import { firstOfMonth, forBrands, oldSale, runSchedule } from './payouts';
import { partnerOn, productsOf, type StoreProduct } from './sales';
import { ensureSecondFactor } from './second-factor';

export interface BillingInvoice {
  invoice_number: string;
  period: string;
  status: string;
  amount_cents: number;
  due_at: string;
  paid_at: string | null;
  paid_via?: string;
  refunds?: { refund_id: string; amount_cents: number; reason: string; refunded_at: string }[];
  refunded_cents?: number;
  payment_failures?: { source: string; reason: string; code: string | null; failed_at: string }[];
  next_retry_at?: string | null;
}

export const invoicesOfBrand = async (token: string) =>
  (await api('/brand/invoices', { token })).body.invoices as BillingInvoice[];

export const invoiceOf = async (token: string, period: string) =>
  (await invoicesOfBrand(token)).find((invoice) => invoice.period === period);

/** The period a sale recorded now is billed in, and the run that bills it (the 1st of next month). */
export const currentPeriod = () => new Date().toISOString().slice(0, 7);

/**
 * A brand with a store, a partnered creator, and `sales` matured sales (hold over) of `quantity` each.
 * `prepare` runs before the first sale (a card and automatic payment in place before the brand has anything
 * to bill). Billing runs by hand are scoped to their own brands (the shared clouds refuse any other,
 * infra/local/schedule-runs.ts), so only the test's own run bills this brand.
 */
export const brandWithMaturedSales = async (
  sales = 1,
  quantity = 2,
  prepare?: (brand: StoreBrand) => Promise<unknown>,
) => {
  const brand = await brandWithStore(1);
  const product = (await productsOf(brand)).find((p) => p.id === brand.liveProductIds[0]) as StoreProduct;
  const creator = await partnerOn(brand, product.id);
  await prepare?.(brand);
  for (let i = 0; i < sales; i++) await oldSale(brand, product, creator.code, quantity);
  await eventually(async () => {
    const { body } = await api('/creator/earnings?limit=100', { token: creator.token });
    return body.entries.length >= sales ? true : undefined;
  }, 20_000);
  return { brand, product, creator };
};

/** Bills the month (the run of the 1st of next month) and waits for the brand's invoice. */
export const billBrand = async (brand: StoreBrand): Promise<BillingInvoice> => {
  await runSchedule('BillMonth', firstOfMonth(1), forBrands(brand));
  return eventually(() => invoiceOf(brand.token, currentPeriod()), 20_000);
};

export const paymentSettingsOf = async (token: string) =>
  (await api('/brand/billing/payment-method', { token })).body as {
    payment_method: {
      brand: string;
      last4: string;
      exp_month: number;
      exp_year: number;
      saved_at: string;
    } | null;
    autopay: boolean;
  };

/**
 * Saves a card for the brand: Account & Billing's "Save a card" opens Checkout in setup mode, the
 * card is entered on the local hosted page, and the webhook saves it; resolves once the brand sees it.
 */
export const saveCard = async (token: string, cardNumber = '4242424242424242') => {
  await ensureSecondFactor(token);
  const opened = await api('/brand/billing/payment-method', { method: 'POST', token });
  expect(opened.status).toBe(200);
  const submitted = await submitStripePage(opened.body.url, {
    choice: 'pay',
    email: 'billing@example.com',
    card: cardNumber,
    exp: `12 / ${String((new Date().getUTCFullYear() + 3) % 100)}`,
    cvc: '123',
  });
  expect(submitted.status).toBe(303);
  return eventually(async () => {
    const settings = await paymentSettingsOf(token);
    return settings.payment_method ? settings : undefined;
  }, 20_000);
};
