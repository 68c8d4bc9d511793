import { GiftIcon } from '../../../../../ui/components/ui/icons';
import { formatCount, formatLongDay, formatUsd } from '../../../../../ui/utils/format';
import { EmptyState } from '../../../components/ui/empty-state';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import type { BrandSamples } from '../api/get-samples';

const columns = [
  'Samples',
  'Samples cost',
  'First sample',
  'Sales since first sample',
  'Orders since first sample',
] as const;

/**
 * Per creator who got samples: what the samples cost (their products' prices) beside the sales that
 * creator attributed to the brand through links and code since the first sample, as the ledger counted
 * them (by UTC day, net of refunds).
 */
export const SampleCreatorTotals = ({ totals }: { totals: BrandSamples['creator_totals'] }) =>
  totals.length === 0 ? (
    <EmptyState icon={<GiftIcon />} title="No samples sent yet" data-testid="sample-creator-totals-empty">
      Once creators redeem your samples, their cost and the sales those creators bring appear here.
    </EmptyState>
  ) : (
    <div className="space-y-3">
      <p className="text-sm text-slate-600" id="sample-creator-totals-note">
        Sales since first sample: what each creator sold for you through their links and discount code, net of
        refunds, from the day (UTC) of their first sample on.
      </p>
      <ScrollRegion
        label="Samples cost and sales by creator"
        className="rounded-2xl border border-slate-200 bg-white"
      >
        <table
          className="w-full min-w-[40rem] text-left text-sm"
          data-testid="sample-creator-totals"
          aria-describedby="sample-creator-totals-note"
        >
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                Creator
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-2 text-right font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {totals.map((row) => (
              <tr key={row.creator_id} data-testid="sample-creator-row">
                <th scope="row" className="px-4 py-2.5 font-medium text-slate-900">
                  @{row.creator_username}
                </th>
                {[
                  formatCount(row.samples),
                  formatUsd(row.sample_cost_cents),
                  formatLongDay(row.first_sample_at.slice(0, 10)),
                  formatUsd(row.sales_since_first_sample_cents),
                  formatCount(row.conversions_since_first_sample),
                ].map((value, index) => (
                  <td
                    key={columns[index]}
                    className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums text-slate-700"
                  >
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
