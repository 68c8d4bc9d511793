import { fraudSignalLabels } from '../../../../../contracts/fraud';
import type { SaleStatus } from '../../../../../contracts/sales';
import type { Badge } from '../../../../../ui/components/ui/badge';

type Tone = NonNullable<Parameters<typeof Badge>[0]['tone']>;

/** How each sale status reads on its badge; the reason (held, blocked, needs review) is shown beside it. */
export const saleStatusBadges: Record<SaleStatus, { label: string; tone: Tone }> = {
  attributed: { label: 'Attributed', tone: 'green' },
  held: { label: 'Held — self-referral', tone: 'amber' },
  unattributed: { label: 'Not attributed (blocked)', tone: 'neutral' },
  void: { label: 'Void', tone: 'red' },
  needs_review: { label: 'Needs review', tone: 'amber' },
};

/**
 * The badge of one sale: a held one names what holds it (the signals; sales held before signals were
 * self-referrals), and one under review after its money was paid says so.
 */
export const saleBadgeOf = (sale: {
  status: SaleStatus;
  signals: readonly { name: keyof typeof fraudSignalLabels }[];
  review_only: boolean;
}): { label: string; tone: Tone } => {
  if (sale.status !== 'held') return saleStatusBadges[sale.status];
  const names = [...new Set(sale.signals.map((signal) => fraudSignalLabels[signal.name]))];
  const heldFor = names.length > 0 ? names.join(', ') : 'self-referral';
  return { label: `${sale.review_only ? 'Under review' : 'Held'} — ${heldFor}`, tone: 'amber' };
};
