import * as z from 'zod/mini';
import {
  setAutopay as autopayContract,
  createInvoiceCheckout as checkoutContract,
  getPaymentSettings,
  listBrandInvoices,
  removePaymentMethod as removeContract,
  setupPaymentMethod,
} from '../../../contracts/billing';
import { listV1Commissions } from '../../../contracts/public-api';
import { getBrandOrThrow, getBrandStats } from '../../catalogue';
import { requestActor, requireSecondFactor } from '../../identity';
import { detachPaymentMethod, StripeNotConfiguredError } from '../../integrations';
import { defineRoute } from '../../shared/http/api-handler';
import { createBrandFeatureHandler } from '../../shared/http/brand-feature-handler';
import { AppError } from '../../shared/http/errors';
import { cursorSchema, encodeCursor } from '../../shared/http/page-cursor';
import { createInvoiceCheckout } from '../billing/create-invoice-checkout';
import { invoiceObject } from '../billing/invoice-object';
import type { Invoice } from '../billing/invoice-rules';
import { openCardSetup } from '../billing/save-payment-method';
import { billingPeriodEntity } from '../entities/billing-period';
import {
  type BrandBillingProfile,
  getBillingProfile,
  removeSavedCard,
  setAutopay,
} from '../entities/brand-billing-profile';
import { getInvoice, listInvoicesOfBrand } from '../entities/invoice';
import { brandCommissionPage } from '../sales/brand-commission-lines';

/** INV-{yyyymm}-{brand}: the period an invoice number names. */
const periodOf = (invoiceNumber: string): string => {
  const digits = invoiceNumber.slice(4, 10);
  return `${digits.slice(0, 4)}-${digits.slice(4)}`;
};

const settingsView = (profile: BrandBillingProfile) => ({
  payment_method: profile.payment_method
    ? {
        brand: profile.payment_method.brand,
        last4: profile.payment_method.last4,
        exp_month: profile.payment_method.exp_month,
        exp_year: profile.payment_method.exp_year,
        saved_at: profile.payment_method.saved_at,
      }
    : null,
  autopay: profile.autopay && profile.payment_method !== null,
});

/** The brand's periods held for review: one Query of its billing counters (a few a year), without them. */
const heldPeriodsOf = async (brandId: string) => {
  const { data } = await billingPeriodEntity.query
    .primary({ brand_id: brandId })
    .where((attr, op) => op.exists(attr.billing_held))
    .go({ pages: 'all', attributes: ['period', 'billing_held'] });
  return data.map((item) => ({
    period: item.period,
    reason: String((item.billing_held as { reason?: string } | undefined)?.reason ?? 'Held for review'),
  }));
};

/**
 * Issue 22: what the brand owes, from the sources of its own screens: the unpaid invoices of Billing &
 * Invoices (the same list, shown the same way) and the commission totals of its dashboard (the ledger's
 * counters on the brand's stats item).
 */
const amountsOwed = async (brandId: string) => {
  const [invoices, stats] = await Promise.all([listInvoicesOfBrand(brandId), getBrandStats(brandId)]);
  const unpaid = invoices.filter((invoice) => invoice.status !== 'paid');
  const sum = (list: Invoice[]) => list.reduce((total, invoice) => total + invoice.amount_cents, 0);
  return {
    unpaid_invoices: unpaid.map(invoiceObject),
    unpaid_invoices_cents: sum(unpaid),
    overdue_invoices_cents: sum(unpaid.filter((invoice) => invoice.status === 'overdue')),
    commissions_owed_cents: stats.commissions_owed_cents,
    commissions_held_cents: stats.commissions_held_cents,
    commissions_paid_cents: stats.commissions_paid_cents,
  };
};

/** A page of v1 commissions continues after a sale of the key's brand: the cursor carries its sort key. */
const v1CommissionsQuery = z.extend(listV1Commissions.query, {
  cursor: cursorSchema(z.strictObject({ sk: z.string().check(z.regex(/^SALE#[\w:.#-]{1,120}$/)) })),
});

const withStripe = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StripeNotConfiguredError)
      throw new AppError('service_unavailable', 'Payments are not configured on this deployment.');
    throw error;
  }
};

/** Billing & Invoices: the brand's own invoices (the brand comes from the token), paying one, its card. */
export const handler = createBrandFeatureHandler(
  {
    'GET /api/brand/invoices': defineRoute(listBrandInvoices, async ({ caller }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      const [invoices, held] = await Promise.all([listInvoicesOfBrand(brand.id), heldPeriodsOf(brand.id)]);
      return {
        body: { invoices: invoices.map(invoiceObject), ...(held.length ? { held_for_review: held } : {}) },
      };
    }),
    'POST /api/brand/invoices/{invoiceId}/checkout': defineRoute(
      checkoutContract,
      async ({ caller, params, event }) => {
        const brand = await getBrandOrThrow(caller.brandId);
        const invoice = await getInvoice(brand.id, periodOf(params.invoiceId));
        if (!invoice || invoice.invoice_number !== params.invoiceId)
          throw new AppError('not_found', 'Invoice not found');
        if (invoice.status === 'paid') throw new AppError('conflict', 'This invoice is already paid.');
        const actor = await requestActor(caller, event);
        return { body: { url: await withStripe(() => createInvoiceCheckout(invoice, actor)) } };
      },
    ),
    // Issue 22: the brand's commission lines and what it owes, for an API key with commissions:read.
    'GET /api/v1/commissions': defineRoute(
      listV1Commissions,
      async ({ caller, query }) => {
        const [page, owed] = await Promise.all([
          brandCommissionPage(caller.brandId, query.limit, query.cursor?.sk),
          amountsOwed(caller.brandId),
        ]);
        return {
          body: {
            commissions: page.commissions,
            owed,
            next_cursor: page.nextSk ? encodeCursor({ sk: page.nextSk }) : null,
          },
        };
      },
      { query: v1CommissionsQuery },
    ),
    'GET /api/brand/billing/payment-method': defineRoute(getPaymentSettings, async ({ caller }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      return { body: settingsView(await getBillingProfile(brand.id)) };
    }),
    'POST /api/brand/billing/payment-method': defineRoute(setupPaymentMethod, async ({ caller, event }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      const actor = await requestActor(caller, event);
      return { body: { url: await withStripe(() => openCardSetup(brand, actor)) } };
    }),
    'DELETE /api/brand/billing/payment-method': defineRoute(removeContract, async ({ caller, event }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      // The saved card goes, and with it automatic payment (nothing to remove: no profile, no card).
      const actor = await requestActor(caller, event);
      const card = await removeSavedCard(brand.id, new Date().toISOString(), actor);
      if (card) await withStripe(() => detachPaymentMethod(card.id));
      return { body: settingsView(await getBillingProfile(brand.id)) };
    }),
    'PUT /api/brand/billing/autopay': defineRoute(autopayContract, async ({ caller, body, event }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      const actor = await requestActor(caller, event);
      if (!(await setAutopay(brand.id, body.enabled, new Date().toISOString(), actor)))
        throw new AppError('conflict', 'Save a card first: automatic payment charges your saved card.');
      return { body: settingsView(await getBillingProfile(brand.id)) };
    }),
  },
  { secondFactor: requireSecondFactor },
);
