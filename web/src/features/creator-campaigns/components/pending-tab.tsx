import { Badge } from '../../../../../ui/components/ui/badge';
import { SendIcon } from '../../../../../ui/components/ui/workspace-icons';
import { formatDate } from '../../../../../ui/utils/format';
import { EmptyState } from '../../../components/ui/empty-state';
import type { Application } from '../../../types/partnership';

/** Pending Approval (spec 2.5): applications the brands have not decided yet, and the ones they declined. */
export const PendingTab = ({ pending, denied }: { pending: Application[]; denied: Application[] }) => (
  <div className="space-y-8">
    {pending.length === 0 ? (
      <EmptyState icon={<SendIcon />} title="No applications waiting" data-testid="pending-empty">
        Applications you send show here until the brand decides.
      </EmptyState>
    ) : (
      <ApplicationList items={pending} label="Waiting for the brand" />
    )}
    {denied.length > 0 && (
      <section aria-labelledby="denied-title">
        <h2 id="denied-title" className="font-semibold text-slate-900">
          Not approved
        </h2>
        <div className="mt-3">
          <ApplicationList items={denied} label="Not approved" />
        </div>
      </section>
    )}
  </div>
);

const ApplicationList = ({ items, label }: { items: Application[]; label: string }) => (
  <ul
    className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm"
    aria-label={label}
  >
    {items.map((application) => (
      <li
        key={application.id}
        className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
        data-testid="creator-application"
      >
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{application.product_name}</p>
          <p className="text-sm text-slate-700" data-testid="application-brand">
            <span className="text-slate-600">Brand: </span>
            {application.brand_name}
          </p>
          <p className="text-sm text-slate-600">
            Applied {formatDate(application.applied_at)}
            {application.reviewed_at ? ` · decided ${formatDate(application.reviewed_at)}` : ''}
          </p>
        </div>
        <Badge tone={application.status === 'denied' ? 'red' : 'amber'}>
          {application.status === 'denied' ? 'Denied' : 'Pending'}
        </Badge>
      </li>
    ))}
  </ul>
);
