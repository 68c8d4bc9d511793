import { cn } from '../utils/cn';
import type { ShownCode } from './storefront-types';

/**
 * The creator's discount code for a product's brand (issue 34): the code itself as text (selectable,
 * read with JavaScript off too) and a Copy button the public pages' script brings to life
 * (web/src/public/entry.ts: `data-copy-code`).
 */
export const DiscountCode = ({ shown, className }: { shown: ShownCode; className?: string }) => (
  <p
    className={cn(
      'flex flex-wrap items-center gap-2 rounded-lg border border-dashed border-emerald-400 bg-emerald-50 px-3 py-2 text-sm text-emerald-900',
      className,
    )}
    data-testid="discount-code"
  >
    <span>
      {shown.discount_percentage ? `${shown.discount_percentage}% off with code ` : 'Use code '}
      <code className="rounded bg-white px-1.5 py-0.5 font-mono font-semibold tracking-wide">
        {shown.code}
      </code>
    </span>
    <button
      type="button"
      data-copy-code={shown.code}
      className="ml-auto rounded-md border border-emerald-400 bg-white px-2 py-0.5 text-xs font-semibold text-emerald-900 hover:bg-emerald-100"
    >
      Copy code<span className="sr-only"> {shown.code}</span>
    </button>
  </p>
);
