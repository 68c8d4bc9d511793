import { useDeferredValue, useState } from 'react';
import { LoadError } from '../../../components/layouts/load-error';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { UsersIcon } from '../../../components/ui/icons';
import { SearchField } from '../../../components/ui/search-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../utils/cn';
import { type DirectoryCreator, useCreators } from '../api/get-creators';
import { CreatorCard } from './creator-card';

const filters = [
  { value: 'all', label: 'All', matches: () => true },
  {
    value: 'favorite',
    label: 'Favorites',
    matches: (c: DirectoryCreator) => c.relationship_type === 'favorite',
  },
  {
    value: 'blacklist',
    label: 'Blacklisted',
    matches: (c: DirectoryCreator) => c.relationship_type === 'blacklist',
  },
  { value: 'unrated', label: 'Unrated', matches: (c: DirectoryCreator) => c.relationship_type === null },
] as const;

type Filter = (typeof filters)[number]['value'];

/** Spec 5: the search matches username, bio or Instagram handle, case-insensitive. */
const matchesSearch = (creator: DirectoryCreator, query: string) =>
  !query ||
  creator.username.toLowerCase().includes(query) ||
  creator.bio.toLowerCase().includes(query) ||
  (creator.instagram_handle ?? '').toLowerCase().includes(query);

/** Creators directory (/brand/creators, spec 2.4): search, filters, favorite / blacklist and notes. */
export const CreatorsScreen = () => {
  const creators = useCreators();
  return (
    <PageContainer data-testid="brand-creators">
      <PageHeader title="Creators" description="Find creators, mark the ones you like, and keep notes." />
      {creators.isPending ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <li key={key} className="rounded-2xl border border-slate-200 bg-white p-5">
              <Skeleton className="h-12 w-12 rounded-full" label={key === 0 ? 'Loading creators' : ''} />
              <Skeleton className="mt-4 h-4 w-3/4" label="" />
            </li>
          ))}
        </ul>
      ) : creators.isError ? (
        <LoadError
          what="creators"
          onRetry={() => void creators.refetch()}
          isRetrying={creators.isRefetching}
        />
      ) : (
        <Directory creators={creators.data} />
      )}
    </PageContainer>
  );
};

const Directory = ({ creators }: { creators: DirectoryCreator[] }) => {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const query = useDeferredValue(search.trim().toLowerCase());

  if (creators.length === 0) {
    return (
      <div className="mt-6">
        <EmptyState icon={<UsersIcon />} title="No creators yet" data-testid="creators-empty">
          Creators appear here once they have finished setting up their profile.
        </EmptyState>
      </div>
    );
  }

  const searched = creators.filter((creator) => matchesSearch(creator, query));
  const active = filters.find((item) => item.value === filter) ?? filters[0];
  const visible = searched.filter((creator) => active.matches(creator));

  return (
    <>
      <div className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <SearchField
          id="creator-search"
          label="Search creators by username, bio or Instagram handle"
          placeholder="Search username, bio or Instagram"
          value={search}
          onValueChange={setSearch}
          className="w-full lg:max-w-sm"
        />
        {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset. */}
        <div
          role="group"
          aria-label="Filter creators"
          className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1"
        >
          {filters.map((item) => {
            const count = searched.filter((creator) => item.matches(creator)).length;
            return (
              <button
                key={item.value}
                type="button"
                aria-pressed={filter === item.value}
                onClick={() => setFilter(item.value)}
                data-testid={`creator-filter-${item.value}`}
                className={cn(
                  'h-9 rounded-lg px-3 text-sm font-semibold whitespace-nowrap',
                  filter === item.value
                    ? 'bg-white text-violet-800 shadow-sm ring-1 ring-slate-200'
                    : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {item.label} <span className="font-normal tabular-nums">({count})</span>
              </button>
            );
          })}
        </div>
      </div>

      <p className="mt-4 text-sm text-slate-600" aria-live="polite" data-testid="creator-count">
        {visible.length} {visible.length === 1 ? 'creator' : 'creators'}
      </p>

      {visible.length === 0 ? (
        <div className="mt-4">
          <EmptyState
            icon={<UsersIcon />}
            title="No creators found"
            data-testid="creators-no-match"
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  setSearch('');
                  setFilter('all');
                }}
              >
                Show all creators
              </Button>
            }
          >
            Try another search or filter.
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Creators">
          {visible.map((creator) => (
            <CreatorCard key={creator.id} creator={creator} />
          ))}
        </ul>
      )}
    </>
  );
};
