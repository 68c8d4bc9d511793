import { formatDate, formatUsd } from '../../../../../ui/utils/format';
import { commissionMath, ReceiptFacts } from '../../../components/ui/receipt-facts';
import type { Sale, SaleLine } from '../api/get-sales';

/**
 * The receipt of one order: how it was attributed (and any code the link overruled), then each line's
 * arithmetic — quantity × price − discount = base × rate = commission — its refunded units and amounts,
 * or, for a line outside the program, "Not in the program: earns nothing" and why; and whether the order
 * counts as a conversion on the dashboard (the same definition as the dashboard's count).
 */
export const SaleReceipt = ({ sale }: { sale: Sale }) => (
  <div className="space-y-4 text-sm" data-testid="sale-receipt">
    {sale.attribution ? (
      <p className="text-slate-700" data-testid="sale-attribution">
        <span className="font-medium text-slate-900">Attributed by: </span>
        {sale.attribution.explanation}
        {sale.attribution.overruled_code && (
          <> The code {sale.attribution.overruled_code} on the order was overruled by the link.</>
        )}
      </p>
    ) : (
      <p className="text-slate-700">No creator's link or code was found on this order.</p>
    )}
    {sale.status_reason && <p className="text-slate-700">{sale.status_reason}</p>}
    <p className="text-slate-700" data-testid="sale-conversion">
      {sale.conversion_note ?? 'Counted as a conversion on your dashboard.'}
    </p>
    <ul className="space-y-3" aria-label={`Lines of order ${sale.order_name}`}>
      {sale.lines.map((line) => (
        <LineReceipt key={line.line_id} line={line} />
      ))}
    </ul>
    <ReceiptFacts
      facts={[
        { term: 'Sale (net of refunds)', value: formatUsd(sale.sale_cents) },
        { term: 'Commission (net of refunds)', value: formatUsd(sale.commission_cents) },
        { term: 'Held until', value: formatDate(sale.hold_until) },
        ...(sale.cancelled_at ? [{ term: 'Cancelled', value: formatDate(sale.cancelled_at) }] : []),
      ]}
      className="border-t border-slate-200 pt-3"
    />
  </div>
);

const LineReceipt = ({ line }: { line: SaleLine }) => (
  <li className="rounded-lg bg-slate-50 p-3" data-testid="sale-line">
    <p className="font-medium text-slate-900">{line.product_name}</p>
    {!line.commissionable ? (
      // No arithmetic for a line that earns nothing: "2 × $44.00 − $8.80 discount = $0.00" would be false.
      <p className="mt-1 text-slate-700" data-testid="sale-line-math">
        <span className="tabular-nums">
          {line.quantity} × {formatUsd(line.price_cents)}
        </span>{' '}
        ·{' '}
        <span className="font-medium text-slate-900">
          {line.outside_program ? 'Not in the program: earns nothing' : 'Earns nothing'}
        </span>
      </p>
    ) : (
      <p className="mt-1 text-slate-700 tabular-nums" data-testid="sale-line-math">
        {commissionMath({
          quantity: line.quantity,
          price: formatUsd(line.price_cents),
          discount: line.discount_cents > 0 ? `${formatUsd(line.discount_cents)} discount` : null,
          base: formatUsd(line.base_cents),
          rate: line.commissionable ? line.rate_percentage : null,
          commission: formatUsd(line.commission_cents),
        })}
      </p>
    )}
    {line.commissionable && line.rate_rule && (
      <p className="mt-1 text-slate-700" data-testid="sale-line-rule">
        {line.rate_percentage}% ({line.rate_rule})
      </p>
    )}
    {!line.commissionable && line.reason && <p className="mt-1 text-slate-700">{line.reason}</p>}
    {line.reversed_quantity > 0 && (
      <p className="mt-1 text-red-800" data-testid="sale-line-reversed">
        Refunded {line.reversed_quantity} of {line.quantity}: −{formatUsd(line.reversed_base_cents)} sale, −
        {formatUsd(line.reversed_commission_cents)} commission
      </p>
    )}
  </li>
);
