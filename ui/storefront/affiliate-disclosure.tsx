import { cn } from '../utils/cn';

/**
 * The affiliate disclosure (issue 34): near the top of every storefront, collection and product page, as
 * the FTC asks of creators who earn from their links: plain text, never hidden behind a click, read
 * as a note by screen readers.
 */
export const AffiliateDisclosure = ({ text, className }: { text: string; className?: string }) => (
  <p
    role="note"
    aria-label="Affiliate disclosure"
    className={cn(
      'mx-auto flex max-w-xl items-start gap-2 rounded-lg border border-current/25 px-3 py-2 text-left text-sm',
      className,
    )}
    data-testid="affiliate-disclosure"
  >
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
      <path d="M10 1.667a8.333 8.333 0 1 0 0 16.666 8.333 8.333 0 0 0 0-16.666Zm.833 12.5H9.167V9.167h1.666v5Zm0-6.667H9.167V5.833h1.666V7.5Z" />
    </svg>
    <span>{text}</span>
  </p>
);
