import { useId, useState } from 'react';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { paths } from '../../../../../ui/config/paths';
import { formatDate } from '../../../../../ui/utils/format';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { SearchField } from '../../../components/ui/search-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { setViewingAs } from '../../../lib/view-as';
import { type OpsPerson, usePeopleSearch, useStartViewAs } from '../api/people';
import { CreatorSuspensionPanel } from './creator-suspension-panel';
import { OpsNav } from './ops-nav';

const statusTone = { active: 'green', onboarding: 'amber', closed: 'neutral' } as const;
const matchedBy = { id: 'its id', email: 'e-mail', name: 'name' } as const;

/**
 * Issue 36, the operator console's People: find a brand or a creator by name, e-mail or id, and view the
 * marketplace as them, read only (the start is audited; the workspace then shows a banner and no control
 * that changes anything).
 */
export const PeopleScreen = () => {
  const fieldId = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const results = usePeopleSearch(query);
  const viewAs = useStartViewAs();

  const start = async (person: OpsPerson) => {
    try {
      const { view_as } = await viewAs.mutateAsync(person);
      setViewingAs(view_as);
      // A fresh load: every screen then reads as them (the session too), none keeps the console's data.
      window.location.assign(
        view_as.type === 'brand' ? paths.brand.dashboard.getHref() : paths.creator.dashboard.getHref(),
      );
    } catch (error) {
      toast.error('Could not view as them', apiErrorMessage(error, 'Please try again.'));
    }
  };

  return (
    <PageContainer data-testid="ops-people">
      <PageHeader
        title="People"
        documentTitle="People · Operator console"
        description="Find a brand or a creator by name, e-mail or id, and see the marketplace as they do."
      />
      <OpsNav />
      <form
        aria-label="Find a brand or creator"
        className="mt-6 flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(draft.trim());
        }}
      >
        <SearchField
          id={fieldId}
          label="Name, e-mail or id"
          placeholder="Brand name, @username, e-mail or id"
          value={draft}
          onValueChange={setDraft}
          className="flex-1"
          data-testid="people-query"
        />
        <Button type="submit" disabled={draft.trim().length < 2}>
          Search
        </Button>
      </form>
      <div className="mt-6">
        {query.length >= 2 && (
          <QueryState
            query={results}
            what="people"
            loading={<Skeleton className="block h-24 w-full" label="Searching" />}
            isEmpty={(data) => data.people.length === 0}
            empty={
              <EmptyState title="No one found" data-testid="people-empty">
                A brand is found by its name once its store is connected, a creator by their username once
                onboarded; anyone by their e-mail or id.
              </EmptyState>
            }
          >
            {(data) => (
              <ul className="space-y-3" data-testid="people-results">
                {data.people.map((person) => (
                  <PersonRow
                    key={`${person.type}:${person.id}`}
                    person={person}
                    onViewAs={() => void start(person)}
                    pending={viewAs.isPending && viewAs.variables?.id === person.id}
                  />
                ))}
              </ul>
            )}
          </QueryState>
        )}
      </div>
    </PageContainer>
  );
};

const PersonRow = ({
  person,
  onViewAs,
  pending,
}: {
  person: OpsPerson;
  onViewAs: () => void;
  pending: boolean;
}) => {
  const headingId = useId();
  const panelId = useId();
  // A creator's suspension (issue 36 part 4) opens under the row, read only when asked for.
  const [suspensionOpen, setSuspensionOpen] = useState(false);
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="person"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold break-words text-slate-900">
            {person.name}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge tone={person.role === 'brand' ? 'amber' : 'violet'}>{person.role}</Badge>
            <Badge tone={statusTone[person.status]} data-testid="person-status">
              {person.status}
            </Badge>
            {person.created_at && (
              <span>
                Created <time dateTime={person.created_at}>{formatDate(person.created_at)}</time>
              </span>
            )}
          </p>
          <p className="mt-1 text-sm break-all text-slate-600">
            {[person.person_name, person.email].filter(Boolean).join(' · ')}
          </p>
          <p className="text-xs break-all text-slate-500">
            {person.id} · found by {matchedBy[person.matched_by]}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 self-start">
          {person.type === 'creator' && (
            <Button
              size="sm"
              variant="secondary"
              aria-expanded={suspensionOpen}
              aria-controls={panelId}
              onClick={() => setSuspensionOpen((open) => !open)}
              data-testid="person-suspension"
            >
              Suspension
              <span className="sr-only"> of {person.name}</span>
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={onViewAs} disabled={pending} data-testid="view-as">
            {pending ? 'Opening…' : 'View as'}
            <span className="sr-only"> {person.name}</span>
          </Button>
        </div>
      </div>
      {person.type === 'creator' && suspensionOpen && (
        <div id={panelId} className="mt-3">
          <CreatorSuspensionPanel creatorId={person.id} />
        </div>
      )}
    </li>
  );
};
