import { useState } from 'react';
import { Button } from '../../../../../ui/components/ui/button';
import { DownloadIcon } from '../../../../../ui/components/ui/icons';
import { CardListSkeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatCount, formatDate, formatUsd } from '../../../../../ui/utils/format';
import { QueryState } from '../../../components/layouts/query-state';
import { FormError } from '../../../components/ui/form-error';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { Select } from '../../../components/ui/select';
import { downloadExport } from '../../../lib/download-export';
import { useYearlyTotals } from '../api/get-yearly-totals';

/** The years offered: this one and the five before it (UTC). */
const yearsOffered = () => {
  const now = new Date().getUTCFullYear();
  return Array.from({ length: 6 }, (_, i) => String(now - i));
};

const cell = 'px-3 py-2 text-left align-top';
const money = `${cell} text-right tabular-nums`;

/**
 * Yearly totals (issue 21): what a creator's ledger adds up to in a calendar year (UTC), per brand (by
 * kind: commissions, content pay, credit cash-outs) and per payout opened that year, with the CSV of the
 * same figures for an accountant.
 */
export const YearlyTotals = () => {
  const years = yearsOffered();
  const [year, setYear] = useState(Number(years[0]));
  const totals = useYearlyTotals(year);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const download = async () => {
    setFailure(undefined);
    setBusy(true);
    try {
      await downloadExport('yearly', { year });
      toast.success(`Totals for ${year}: downloaded`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The export failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="yearly-totals-title" className="grid gap-4" data-testid="yearly-totals">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="yearly-totals-title" className="text-lg font-semibold text-slate-900">
            Yearly totals
          </h2>
          <p className="text-sm text-slate-600">
            Your earnings per brand and your payouts in a calendar year (UTC), from your ledger.
          </p>
        </div>
        <div className="flex items-end gap-2">
          <Select
            id="yearly-totals-year"
            label="Year"
            fieldClassName="w-32"
            value={String(year)}
            onChange={(event) => setYear(Number(event.target.value))}
            options={years.map((value) => ({ value, label: value }))}
          />
          <Button
            variant="secondary"
            onClick={download}
            isLoading={busy}
            data-testid="yearly-totals-download"
          >
            {busy ? (
              'Preparing CSV…'
            ) : (
              <>
                <DownloadIcon /> Download CSV
              </>
            )}
          </Button>
        </div>
      </div>
      <FormError message={failure} />
      <QueryState
        query={totals}
        what="yearly totals"
        errorStyle="inline"
        loading={<CardListSkeleton label="Loading yearly totals" />}
      >
        {(data) => (
          <div className="grid gap-6">
            <ScrollRegion
              label={`Earnings per brand in ${data.year}`}
              className="rounded-xl border border-slate-200 bg-white"
            >
              <table className="w-full min-w-[36rem] text-sm" data-testid="yearly-brands">
                <caption className="sr-only">Earnings per brand in {data.year}</caption>
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className={cell}>
                      Brand
                    </th>
                    <th scope="col" className={money}>
                      Commissions
                    </th>
                    <th scope="col" className={money}>
                      Content pay
                    </th>
                    <th scope="col" className={money}>
                      Credit cash-outs
                    </th>
                    <th scope="col" className={money}>
                      Total
                    </th>
                    <th scope="col" className={money}>
                      Lines
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.brands.length === 0 && (
                    <tr>
                      <td colSpan={6} className={`${cell} text-slate-600`}>
                        Nothing earned in {data.year}.
                      </td>
                    </tr>
                  )}
                  {data.brands.map((brand) => (
                    <tr key={brand.brand_name} data-testid="yearly-brand">
                      <th scope="row" className={`${cell} font-medium text-slate-900`}>
                        {brand.brand_name}
                      </th>
                      <td className={money}>{formatUsd(brand.commission_cents)}</td>
                      <td className={money}>{formatUsd(brand.content_cents)}</td>
                      <td className={money}>{formatUsd(brand.credit_cashout_cents)}</td>
                      <td className={`${money} font-semibold`}>{formatUsd(brand.total_cents)}</td>
                      <td className={money}>{formatCount(brand.entry_count)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t border-slate-200 font-semibold text-slate-900">
                  <tr>
                    <th scope="row" colSpan={4} className={cell}>
                      Earned in {data.year}
                    </th>
                    <td className={money} data-testid="yearly-earned">
                      {formatUsd(data.earned_cents)}
                    </td>
                    <td />
                  </tr>
                </tfoot>
              </table>
            </ScrollRegion>
            <ScrollRegion
              label={`Payouts in ${data.year}`}
              className="rounded-xl border border-slate-200 bg-white"
            >
              <table className="w-full min-w-[32rem] text-sm" data-testid="yearly-payouts">
                <caption className="sr-only">Payouts in {data.year}</caption>
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className={cell}>
                      Opened
                    </th>
                    <th scope="col" className={cell}>
                      Paid
                    </th>
                    <th scope="col" className={cell}>
                      Status
                    </th>
                    <th scope="col" className={money}>
                      Lines
                    </th>
                    <th scope="col" className={money}>
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.payouts.length === 0 && (
                    <tr>
                      <td colSpan={5} className={`${cell} text-slate-600`}>
                        No payouts in {data.year}.
                      </td>
                    </tr>
                  )}
                  {data.payouts.map((payout) => (
                    <tr key={payout.payout_id} data-testid="yearly-payout">
                      <th scope="row" className={`${cell} font-normal`}>
                        {formatDate(payout.created_at)}
                        <span className="block text-xs text-slate-500">{payout.payout_id}</span>
                      </th>
                      <td className={cell}>{payout.paid_at ? formatDate(payout.paid_at) : '—'}</td>
                      <td className={`${cell} capitalize`}>
                        {payout.status === 'paid' ? 'completed' : payout.status}
                      </td>
                      <td className={money}>{formatCount(payout.entry_count)}</td>
                      <td className={money}>{formatUsd(payout.amount_cents)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t border-slate-200 font-semibold text-slate-900">
                  <tr>
                    <th scope="row" colSpan={4} className={cell}>
                      Paid out in {data.year}
                    </th>
                    <td className={money} data-testid="yearly-paid-out">
                      {formatUsd(data.paid_out_cents)}
                    </td>
                  </tr>
                </tfoot>
              </table>
            </ScrollRegion>
          </div>
        )}
      </QueryState>
    </section>
  );
};
