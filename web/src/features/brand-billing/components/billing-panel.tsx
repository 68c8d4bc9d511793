import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { WalletIcon } from '../../../../../ui/components/ui/icons';
import { CardListSkeleton } from '../../../../../ui/components/ui/skeleton';
import { ExportRangeForm } from '../../../components/exports/export-range-form';
import { QueryState } from '../../../components/layouts/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { RoleNote, useBrandRole } from '../../../lib/brand-role';
import { type Invoice, useInvoices } from '../api/get-invoices';
import { InvoiceCard } from './invoice-card';
import { HeldPeriods, PaymentAlerts } from './payment-alerts';
import { PaymentMethodCard } from './payment-method-card';

const noInvoices = (
  <EmptyState icon={<WalletIcon />} title="No invoices yet" data-testid="invoices-empty">
    Invoices are issued on the 1st of each month for the previous month's sales attributed to creators: their
    commissions plus the platform fee. They will be listed here, with a way to pay them.
  </EmptyState>
);

/**
 * Billing & Invoices (spec 2.4): the brand's invoices, newest first, each payable while owed and
 * printable. After Pay Invoice — or on returning from Stripe's checkout, which sends the brand back with
 * `?paid={invoice number}` — the list watches that invoice until Stripe's webhook marks it paid, and
 * says so in a live region.
 */
export const BillingPanel = () => {
  const [searchParams] = useSearchParams();
  const [awaiting, setAwaiting] = useState<string | null>(() => searchParams.get('paid'));
  const invoices = useInvoices({ awaiting });
  // Issue 35: paying and exports are money's (owners, admins, finance), as their routes check.
  const money = useBrandRole().can('money');

  return (
    <div className="grid gap-6">
      <PaymentMethodCard />
      <section aria-labelledby="invoices-title" data-testid="billing-panel">
        <h2 id="invoices-title" className="sr-only">
          Invoices
        </h2>
        {money ? (
          <ExportRangeForm
            kind="invoices"
            title="Export invoices"
            description="The invoices of the months the days you choose fall in, one row per invoice line (CSV)."
          />
        ) : (
          <RoleNote work="money" action="pay or export invoices" className="mb-3" />
        )}
        <HeldPeriods />
        <QueryState
          query={invoices}
          what="invoices"
          loading={<CardListSkeleton label="Loading invoices" />}
          showDataDespiteError={(data) => data.length > 0}
          isEmpty={(data) => data.length === 0}
          empty={noInvoices}
        >
          {(list) => (
            <>
              <PaymentAlerts invoices={list} />
              <HeldPeriods />
              <PaymentProgress invoices={list} awaiting={awaiting} />
              <ul className="grid gap-3" aria-label="Invoices, newest first" data-testid="invoices-list">
                {list.map((invoice) => (
                  <InvoiceCard
                    key={invoice.id}
                    invoice={invoice}
                    onPaymentStarted={money ? setAwaiting : undefined}
                  />
                ))}
              </ul>
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
};

/**
 * Where the awaited payment stands, announced politely: waiting for Stripe's confirmation, then paid.
 * The region stays in the page (empty) so screen readers hear the change when it comes.
 */
const PaymentProgress = ({ invoices, awaiting }: { invoices: Invoice[]; awaiting: string | null }) => {
  const invoice = awaiting ? invoices.find((item) => item.invoice_number === awaiting) : undefined;
  const [sawUnpaid, setSawUnpaid] = useState(false);
  const paid = invoice?.status === 'paid';
  const unpaid = invoice !== undefined && !paid;
  useEffect(() => {
    if (unpaid) setSawUnpaid(true);
  }, [unpaid]);

  // Announced as paid only after it was seen unpaid here: a revisit of an old return URL stays quiet.
  const message = !invoice
    ? ''
    : paid
      ? sawUnpaid
        ? `Payment received: invoice ${invoice.invoice_number} is paid.`
        : ''
      : `Waiting for the payment of invoice ${invoice.invoice_number}. This list updates when it is confirmed.`;

  return (
    <p
      role="status"
      className={message ? 'mb-3 rounded-lg bg-violet-50 px-3 py-2 text-sm text-violet-900' : 'sr-only'}
      data-testid="payment-progress"
    >
      {message}
    </p>
  );
};
