import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBrandInvoices } from '../../../../../contracts/billing';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

/** An invoice with its lines, newest first; amounts in cents, `period` is YYYY-MM (UTC). */
export type Invoice = ContractOutput<typeof listBrandInvoices>['invoices'][number];
export type InvoiceLine = Invoice['lines'][number];
export type InvoiceStatus = Invoice['status'];

/** Billing periods held for review (totals beyond safe amounts), with the reason. */
export type HeldPeriod = NonNullable<ContractOutput<typeof listBrandInvoices>['held_for_review']>[number];

/** `GET /api/brand/invoices`: the invoices and the periods held for review. */
export const getInvoices = async () => callApi(listBrandInvoices);

/** Under the brand root, so a change elsewhere in the workspace refreshes it too. */
export const invoicesQueryKey = [...brandQueryRoot, 'invoices'] as const;

/** While a payment is awaited, how often the list asks whether Stripe's webhook has marked it paid. */
export const PAYMENT_POLL_MS = 3_000;

/**
 * The list refreshes when the window regains focus (the brand comes back from the checkout tab) and,
 * while `awaiting` names an unpaid invoice, every few seconds: the invoice turns paid only when Stripe's
 * webhook lands, which can be after the checkout page has closed.
 */
/** The invoices' one call, as the screen asks it (and the route prefetches it: issue 33). */
export const invoicesQueryOptions = () =>
  queryOptions({
    queryKey: invoicesQueryKey,
    queryFn: getInvoices,
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
  });

export const useInvoices = ({ awaiting }: { awaiting: string | null }) =>
  useQuery(
    queryOptions({
      ...invoicesQueryOptions(),
      select: (body) => body.invoices,
      refetchOnWindowFocus: 'always',
      refetchInterval: (query) =>
        awaiting &&
        query.state.data?.invoices.some(
          (invoice) => invoice.invoice_number === awaiting && invoice.status !== 'paid',
        )
          ? PAYMENT_POLL_MS
          : false,
    }),
  );

/** The same request's periods held for review (no second call: the same query, another selection). */
export const useHeldPeriods = () =>
  useQuery({
    ...invoicesQueryOptions(),
    select: (body): HeldPeriod[] => body.held_for_review ?? [],
  });
