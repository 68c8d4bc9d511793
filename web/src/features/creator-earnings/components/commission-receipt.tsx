import { formatDate, formatUsd } from '../../../../../ui/utils/format';
import { commissionMath, ReceiptFacts } from '../../../components/ui/receipt-facts';
import type { CommissionEntry } from '../api/get-earnings';

/**
 * "Why this amount": the ledger's own explanation, the arithmetic in one line, then each figure with its
 * name — quantity, price, discount, base, rate, commission, hold-until, and the link or code.
 */
export const CommissionReceipt = ({ entry }: { entry: CommissionEntry }) => {
  const reversal = entry.kind === 'reversal';
  return (
    <div className="space-y-3 text-sm" data-testid="commission-receipt">
      {/* Issue 36: why the brand held it for review, and what it decided (a clawback says so itself). */}
      {entry.hold_reason && (
        <p className="text-slate-700" data-testid="receipt-hold-reason">
          <span className="font-medium text-slate-900">Why it was held: </span>
          {entry.hold_reason}
        </p>
      )}
      {entry.review_decision && !reversal && (
        <p className="text-slate-700" data-testid="receipt-review-decision">
          <span className="font-medium text-slate-900">Decision: </span>
          {entry.review_decision}
        </p>
      )}
      <p className="text-slate-700">{entry.explanation}</p>
      <p className="font-medium text-slate-900 tabular-nums" data-testid="commission-math">
        {reversal
          ? // A reversal's base is the refunded units' share of the line's net (discount included), so
            // quantity × price does not produce it: the line shows the base and rate it was taken back at.
            `${entry.quantity} ${entry.quantity === 1 ? 'unit' : 'units'} reversed: ${formatUsd(entry.base_cents)} × ${entry.rate_percentage}% = ${formatUsd(entry.commission_cents)}`
          : commissionMath({
              quantity: entry.quantity,
              price: formatUsd(entry.price_cents),
              discount: entry.discount_cents > 0 ? `${formatUsd(entry.discount_cents)} discount` : null,
              base: formatUsd(entry.base_cents),
              rate: entry.rate_percentage,
              commission: formatUsd(entry.commission_cents),
            })}
      </p>
      <ReceiptFacts
        facts={[
          { term: entry.kind === 'reversal' ? 'Units reversed' : 'Quantity', value: String(entry.quantity) },
          { term: 'Price', value: formatUsd(entry.price_cents) },
          ...(reversal ? [] : [{ term: 'Discount', value: formatUsd(entry.discount_cents) }]),
          { term: 'Base', value: formatUsd(entry.base_cents) },
          {
            term: 'Rate',
            value: entry.rate_rule
              ? `${entry.rate_percentage}% (${entry.rate_rule})`
              : `${entry.rate_percentage}%`,
            testId: 'receipt-rate',
          },
          { term: 'Commission', value: formatUsd(entry.commission_cents), testId: 'receipt-commission' },
          { term: 'Held until', value: formatDate(entry.hold_until) },
          ...(entry.line_status.expected_pay_at
            ? [{ term: 'Expected payment', value: formatDate(entry.line_status.expected_pay_at) }]
            : []),
          {
            term: entry.attribution_method === 'link' ? 'Referral link' : 'Discount code',
            value: entry.attribution_via,
          },
        ]}
      />
    </div>
  );
};
