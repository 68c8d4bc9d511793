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
