import type { Badge } from '../../../../../ui/components/ui/badge';
import type { InvoiceStatus } from '../api/get-invoices';

type Tone = NonNullable<Parameters<typeof Badge>[0]['tone']>;

/** Each status has its own word and colour, so neither alone carries the meaning. */
export const invoiceStatusBadges: Record<InvoiceStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Pending', tone: 'amber' },
  paid: { label: 'Paid', tone: 'green' },
  overdue: { label: 'Overdue', tone: 'red' },
};

/** Spec 4 offers Pay Invoice on pending invoices; an overdue one is still owed, so it offers it too. */
export const isPayable = (status: InvoiceStatus): boolean => status !== 'paid';
