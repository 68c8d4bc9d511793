import { type ReactNode, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { type AuditKind, auditKindLabels, auditKinds } from '../../../../../contracts/audit-log';
import { brandRoleLabels } from '../../../../../contracts/brand-roles';
import { buttonStyles } from '../../../../../ui/components/ui/button';
import { DownloadIcon } from '../../../../../ui/components/ui/icons';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { paths } from '../../../../../ui/config/paths';
import { formatDateTime } from '../../../../../ui/utils/format';
import { ExportRangeForm } from '../../../components/exports/export-range-form';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/load-more';
import { Select } from '../../../components/ui/select';
import {
  type AuditActorOption,
  type AuditEntry,
  type AuditLogFilter,
  useAuditLog,
} from '../api/get-audit-log';
import { describeValue } from './describe-change';

const kindOptions = [
  { value: '', label: 'All changes' },
  ...auditKinds.map((kind) => ({ value: kind, label: auditKindLabels[kind] })),
];

/**
 * Account → Audit log (issue 35): every change to money, access or program terms, newest first — who
 * (and their role), what, the value before and after, when and from which address — filtered by person
 * and kind, a page at a time, and exported as CSV for a date range. One API call per page.
 */
export const AuditLogScreen = () => {
  const [filter, setFilter] = useState<AuditLogFilter>({ actor: '', kind: '' });
  const log = useAuditLog(filter);
  // The person filter's choices come with a first page; kept while later pages and other filters load.
  const [people, setPeople] = useState<AuditActorOption[]>([]);
  const firstMembers = log.data?.pages[0]?.members;
  if (firstMembers?.length && firstMembers !== people && people.length === 0) setPeople(firstMembers);
  const entries = useMemo(() => log.data?.pages.flatMap((page) => page.entries) ?? [], [log.data]);
  const listRef = useRef<HTMLTableSectionElement>(null);
  const filtered = Boolean(filter.actor || filter.kind);

  return (
    <PageContainer data-testid="audit-log">
      <PageHeader
        title="Audit log"
        description="Who changed commissions, terms, billing, keys and webhooks, and when. Kept for two years."
        actions={
          <Link to={paths.brand.account.getHref()} className={buttonStyles({ variant: 'secondary' })}>
            Back to Account
          </Link>
        }
      />
      <div className="mt-6 grid gap-3 sm:grid-cols-2" data-testid="audit-filters">
        <Select
          id="audit-person"
          label="Person"
          value={filter.actor}
          onChange={(event) => setFilter({ ...filter, actor: event.target.value })}
          options={[
            { value: '', label: 'Everyone' },
            ...people.map((person) => ({ value: person.id, label: person.name })),
          ]}
          data-testid="audit-filter-person"
        />
        <Select
          id="audit-kind"
          label="Change"
          value={filter.kind}
          onChange={(event) => setFilter({ ...filter, kind: event.target.value as AuditKind | '' })}
          options={kindOptions}
          data-testid="audit-filter-kind"
        />
      </div>
      {/* Folded: on a phone the entries come first; the export is one tap away. */}
      <details className="group mt-4" data-testid="audit-export">
        <summary className="inline-flex cursor-pointer items-center gap-2 rounded-lg px-1 py-2 text-sm font-semibold text-violet-800 hover:text-violet-900">
          <DownloadIcon /> Export CSV
        </summary>
        <div className="mt-2">
          <ExportRangeForm
            kind="audit-log"
            title="Export the audit log"
            description="Every entry made between two days (UTC), with before and after values."
          />
        </div>
      </details>
      <div className="mt-4">
        <QueryState
          query={log}
          what="the audit log"
          loading={<AuditLogSkeleton />}
          showDataDespiteError={(data) => data.pages.length > 0}
          isEmpty={(data) => data.pages.every((page) => page.entries.length === 0) && !log.hasNextPage}
          empty={
            <EmptyState
              title={filtered ? 'No changes match these filters' : 'No changes recorded yet'}
              data-testid="audit-empty"
            >
              {filtered
                ? 'Choose another person or kind of change, or show everyone’s changes.'
                : 'Changes to commissions, terms, billing, API keys and webhooks will be listed here.'}
            </EmptyState>
          }
        >
          {() => (
            <>
              <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white md:overflow-x-auto">
                <table className="w-full text-left text-sm" aria-busy={log.isPlaceholderData}>
                  <caption className="sr-only">Audit log entries, newest first</caption>
                  <thead className="sr-only md:not-sr-only md:bg-slate-50 md:text-xs md:uppercase md:tracking-wide md:text-slate-600">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        Who
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        Role
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        What
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        Before → after
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        When
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        IP
                      </th>
                    </tr>
                  </thead>
                  <tbody ref={listRef} className="divide-y divide-slate-200" data-testid="audit-entries">
                    {entries.map((entry) => (
                      <EntryRow key={entry.id} entry={entry} />
                    ))}
                  </tbody>
                </table>
              </div>
              <LoadMore
                query={log}
                noun="changes"
                shown={entries.length}
                listRef={listRef}
                data-testid="audit-load-more"
              />
            </>
          )}
        </QueryState>
      </div>
    </PageContainer>
  );
};

/** On a phone each row is a block with its labels; from md up, a table row. */
const Cell = ({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) => (
  <td className={`block px-4 py-1 md:table-cell md:py-3 md:align-top ${className}`}>
    <span className="font-medium text-slate-600 md:hidden">{label}: </span>
    {children}
  </td>
);

const actorRole = (entry: AuditEntry) =>
  entry.actor.role
    ? brandRoleLabels[entry.actor.role]
    : entry.actor.type === 'api_key'
      ? 'API key'
      : entry.actor.type === 'system'
        ? 'System'
        : entry.actor.type === 'operator'
          ? 'Marketplace operator'
          : '—';

/** An address that wraps after its @ in a narrow column (glow@ / demo.local), not anywhere inside a word. */
const Address = ({ email }: { email: string }) => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
};

const EntryRow = ({ entry }: { entry: AuditEntry }) => (
  <tr
    tabIndex={-1}
    className="block py-3 focus:outline-2 focus:outline-violet-600 md:table-row md:py-0"
    data-testid="audit-entry"
  >
    <Cell label="Who" className="font-medium text-slate-900">
      <span className="break-words">{entry.actor.name}</span>
      {entry.actor.email && entry.actor.email !== entry.actor.name && (
        <span className="block break-words text-xs font-normal text-slate-600">
          <Address email={entry.actor.email} />
        </span>
      )}
    </Cell>
    <Cell label="Role">{actorRole(entry)}</Cell>
    <Cell label="What">
      <span className="text-slate-900">{auditKindLabels[entry.kind]}</span>
      {entry.subject?.label && (
        <span className="block break-words text-xs text-slate-600">{entry.subject.label}</span>
      )}
    </Cell>
    <Cell label="Before → after">
      <span className="text-slate-600">{describeValue(entry.before)}</span>
      <span aria-hidden="true"> → </span>
      <span className="sr-only"> changed to </span>
      <span className="text-slate-900">{describeValue(entry.after)}</span>
    </Cell>
    <Cell label="When" className="whitespace-nowrap">
      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
    </Cell>
    <Cell label="IP" className="break-all text-slate-600 md:break-normal md:whitespace-nowrap">
      {entry.ip ?? '—'}
    </Cell>
  </tr>
);

const AuditLogSkeleton = () => (
  <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4" aria-busy="true">
    <Skeleton className="h-5 w-48" label="Loading the audit log" />
    {[0, 1, 2, 3].map((key) => (
      <Skeleton key={key} className="block h-10 w-full" label="" />
    ))}
  </div>
);
