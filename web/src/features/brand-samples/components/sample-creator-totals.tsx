import { EmptyState } from '../../../components/ui/empty-state';
import { GiftIcon } from '../../../components/ui/icons';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { formatUsd } from '../../../utils/format';
import type { BrandSamples } from '../api/get-samples';

const columns = ['Samples', 'Samples cost', 'Attributed sales', 'Conversions'] as const;

/**
 * Per creator who got samples: what the samples cost (their products' prices) beside the sales that
 * creator attributed to the brand through links and code, as the ledger counted them.
 */
export const SampleCreatorTotals = ({ totals }: { totals: BrandSamples['creator_totals'] }) =>
  totals.length === 0 ? (
    <EmptyState icon={<GiftIcon />} title="No samples sent yet" data-testid="sample-creator-totals-empty">
      Once creators redeem your samples, their cost and the sales those creators bring appear here.
    </EmptyState>
  ) : (
    <ScrollRegion
      label="Samples cost and sales by creator"
      className="rounded-2xl border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[32rem] text-left text-sm" data-testid="sample-creator-totals">
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
                String(row.samples),
                formatUsd(row.sample_cost_cents),
                formatUsd(row.attributed_sales_cents),
                String(row.conversions),
              ].map((value, index) => (
                <td key={columns[index]} className="px-4 py-2.5 text-right tabular-nums text-slate-700">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
