import type { CommissionStatus } from '../../../../../contracts/sales';
import type { Badge } from '../../../../../ui/components/ui/badge';

type Tone = NonNullable<Parameters<typeof Badge>[0]['tone']>;

/** How each ledger status reads on its badge (docs/architecture.md section 5: pending → available → in payout → paid). */
export const commissionStatusBadges: Record<CommissionStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Pending', tone: 'amber' },
  available: { label: 'Available', tone: 'green' },
  held: { label: 'Held', tone: 'amber' },
  void: { label: 'Void', tone: 'red' },
  in_payout: { label: 'In payout', tone: 'violet' },
  paid: { label: 'Paid', tone: 'green' },
};
