import { Link } from 'react-router-dom';
import { fraudSignalLabels, type SignalHit } from '../../../../contracts/fraud';
import { formatDateTime, formatUsd } from '../../../../ui/utils/format';

const SOURCES = { ip: 'one IP address', user_agent: 'one browser (user agent)' } as const;
const FIELDS: Record<string, string> = {
  email: 'e-mail',
  name: 'full name',
  shipping_address: 'shipping address',
};

type Signal = SignalHit;

const day = (iso: string) => formatDateTime(iso);
const usd = (cents: number) => formatUsd(cents);

/**
 * One signal's evidence as facts: the clicks (never the address itself: its hash), the matching fields,
 * the code's shoppers, the refund rates, the account's audience, the shared payout account, the orders.
 */
const facts = (signal: Signal): { term: string; value: string }[] => {
  const { clicks, matching_fields: fields, orders, code, refunds, audience } = signal.evidence;
  const shared = signal.evidence.shared_payout_account;
  return [
    ...(clicks
      ? [
          { term: 'Link', value: clicks.link_code },
          {
            term: 'Clicks',
            value: `${clicks.count}${clicks.source ? ` from ${SOURCES[clicks.source]}` : ''}`,
          },
          { term: 'Window', value: `${day(clicks.from)} – ${day(clicks.to)}` },
          ...(clicks.source_hash
            ? [{ term: 'Source (hashed)', value: clicks.source_hash.slice(0, 12) }]
            : []),
        ]
      : []),
    ...(fields && fields.length > 0
      ? [{ term: "Matches the creator's", value: fields.map((field) => FIELDS[field] ?? field).join(', ') }]
      : []),
    ...(code
      ? [
          { term: 'Code', value: code.code },
          {
            term: 'Shoppers without a link',
            value: `${code.distinct_customers}${code.today !== undefined ? ` (${code.today} on the order's day, ${code.daily_average ?? 0} a day before)` : ''}`,
          },
          { term: 'Window', value: `${day(code.from)} – ${day(code.to)}` },
        ]
      : []),
    ...(signal.evidence.coupon_site ? [{ term: 'Coupon site', value: signal.evidence.coupon_site }] : []),
    ...(refunds
      ? [
          {
            term: 'Refunded',
            value: `${refunds.rate_percent}% of ${usd(refunds.sales_cents)} (the brand: ${refunds.brand_rate_percent}%)`,
          },
        ]
      : []),
    ...(audience
      ? [
          {
            term: 'New account',
            value: `${audience.account_age_days} days, ${audience.follower_count} followers: ${usd(audience.week_sales_cents)} in its first week (expected at most ${usd(audience.allowed_cents)})`,
          },
        ]
      : []),
    ...(shared && shared.length > 0
      ? [{ term: 'Same payout account as', value: shared.map((other) => `@${other.username}`).join(', ') }]
      : []),
    ...(orders && orders.length > 0 ? [{ term: 'Orders', value: orders.join(', ') }] : []),
    ...(signal.found_with ? [{ term: 'Found with order', value: signal.found_with }] : []),
  ];
};

/**
 * The review item of a held sale (issue 36): each signal that holds it with the evidence it kept, so the
 * brand (or an operator, in /ops) decides on facts. A sale under review after its money was paid says
 * what a void would do. Shared by the brand's Sales and the operators' review queue.
 */
export const ReviewEvidence = ({
  sale,
  codeActionsHref,
}: {
  sale: { order_name: string; review_only: boolean; signals: readonly SignalHit[] };
  /**
   * Where the brand rotates a leaked code or limits it to one use per customer (its Discount Codes tab);
   * absent where nobody can (an operator's queue, a role that does not run the program).
   */
  codeActionsHref?: string;
}) => (
  <section
    className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm"
    aria-label={`Review of order ${sale.order_name}`}
    data-testid="review-evidence"
  >
    {sale.review_only && (
      <p className="mb-2 font-medium text-amber-900">
        Already paid to the creator: voiding it takes the commission back from their next payout.
      </p>
    )}
    {sale.signals.map((signal, index) => (
      <div key={`${signal.name}:${signal.found_with ?? ''}`} className={index > 0 ? 'mt-3' : undefined}>
        <h4 className="font-semibold text-slate-900">Evidence: {fraudSignalLabels[signal.name]}</h4>
        <dl className="mt-1 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {facts(signal).map((fact) => (
            <div key={fact.term} className="contents">
              <dt className="text-slate-600">{fact.term}</dt>
              <dd className="break-words text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {signal.name === 'leaked_code' && signal.evidence.code && codeActionsHref && (
          <Link
            to={codeActionsHref}
            className="mt-2 inline-block font-semibold text-violet-700 underline-offset-2 hover:underline"
            data-testid="leaked-code-actions-link"
          >
            Rotate code {signal.evidence.code.code} or limit it to one use per customer
          </Link>
        )}
      </div>
    ))}
  </section>
);
