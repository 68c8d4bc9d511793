import { cn } from '../../../../ui/utils/cn';

/** One line of a receipt: what it is and its value (an amount, a quantity, a date). */
export type ReceiptFact = { term: string; value: string; testId?: string };

/**
 * The figures behind a commission ("why this amount"), as a two-column description list so a screen
 * reader reads each term with its value. Shared by the brand's Sales and the creator's Earnings.
 */
export const ReceiptFacts = ({ facts, className }: { facts: readonly ReceiptFact[]; className?: string }) => (
  <dl className={cn('grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm', className)}>
    {facts.map((fact) => (
      <div key={fact.term} className="contents">
        <dt className="text-slate-600">{fact.term}</dt>
        <dd className="text-right font-medium text-slate-900 tabular-nums" data-testid={fact.testId}>
          {fact.value}
        </dd>
      </div>
    ))}
  </dl>
);

/**
 * The commission arithmetic in one line: "2 × $40.00 − $8.00 = $72.00 × 10% = $7.20". Reversals pass
 * their negative base and commission and no discount.
 */
export const commissionMath = ({
  quantity,
  price,
  discount,
  base,
  rate,
  commission,
}: {
  quantity: number;
  price: string;
  discount: string | null;
  base: string;
  rate: number | null;
  commission: string;
}): string =>
  `${quantity} × ${price}${discount ? ` − ${discount}` : ''} = ${base}${rate === null ? '' : ` × ${rate}% = ${commission}`}`;
