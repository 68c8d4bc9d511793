import { useRef, useState } from 'react';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { ResultsGrid } from '../../../components/layouts/results-grid';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { UsersIcon } from '../../../components/ui/icons';
import { LoadMore } from '../../../components/ui/load-more';
import { SearchField } from '../../../components/ui/search-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchContinuation } from '../../../lib/use-search-continuation';
import { cn } from '../../../utils/cn';
import { CREATOR_SEARCH_MAX, CREATORS_PAGE_SIZE, type CreatorFilter, useCreators } from '../api/get-creators';
import { CreatorCard } from './creator-card';

const filters: { value: CreatorFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'favorite', label: 'Favorites' },
  { value: 'blacklist', label: 'Blacklisted' },
  { value: 'unrated', label: 'Unrated' },
];

/**
 * Creators directory (/brand/creators, spec 2.4): search (username, bio, Instagram handle) and the
 * filters All, Favorites, Blacklisted, Unrated run on the server, a page at a time with 'Load more';
 * favorite / blacklist and notes per creator.
 */
export const CreatorsScreen = () => {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<CreatorFilter>('all');
  // The server is asked once typing pauses; the search is case-insensitive there.
  const query = useDebouncedValue(search.trim(), 300);
  const creators = useCreators({ search: query, filter });
  const listRef = useRef<HTMLUListElement>(null);
  const items = creators.data?.pages.flatMap((page) => page.creators) ?? [];
  const searching = query !== '' || filter !== 'all';
  useSearchContinuation({
    searchKey: `${filter}\u0000${query}`,
    active: searching && !creators.isPlaceholderData,
    shown: items.length,
    pageSize: CREATORS_PAGE_SIZE,
    hasNextPage: creators.hasNextPage,
    isFetching: creators.isFetching,
    fetchNextPage: creators.fetchNextPage,
  });

  return (
    <PageContainer data-testid="brand-creators">
      <PageHeader title="Creators" description="Find creators, mark the ones you like, and keep notes." />
      <div className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <SearchField
          id="creator-search"
          label="Search creators by username, bio or Instagram handle"
          placeholder="Search username, bio or Instagram"
          value={search}
          maxLength={CREATOR_SEARCH_MAX}
          onValueChange={setSearch}
          className="w-full lg:max-w-sm"
        />
        {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset. */}
        <div
          role="group"
          aria-label="Filter creators"
          className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1"
        >
          {filters.map((item) => (
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
              {item.label}
            </button>
          ))}
        </div>
      </div>

      <QueryState
        query={creators}
        what="creators"
        loading={
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {[0, 1, 2].map((key) => (
              <li key={key} className="rounded-2xl border border-slate-200 bg-white p-5">
                <Skeleton className="h-12 w-12 rounded-full" label={key === 0 ? 'Loading creators' : ''} />
                <Skeleton className="mt-4 h-4 w-3/4" label="" />
              </li>
            ))}
          </ul>
        }
        // Pages already shown stay when a later one fails (LoadMore says so).
        showDataDespiteError={() => items.length > 0}
        frame={(content, state) => (state === 'error' ? <div className="mt-6">{content}</div> : content)}
      >
        {() => (
          <>
            <p className="mt-4 text-sm text-slate-600" aria-live="polite" data-testid="creator-count">
              {creators.isPlaceholderData
                ? 'Searching...'
                : `${items.length} ${items.length === 1 ? 'creator' : 'creators'}${
                    creators.hasNextPage ? ' so far' : ''
                  }`}
            </p>

            {items.length === 0 && !creators.hasNextPage ? (
              <div className="mt-4">
                {searching ? (
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
                ) : (
                  <EmptyState icon={<UsersIcon />} title="No creators yet" data-testid="creators-empty">
                    Creators appear here once they have finished setting up their profile.
                  </EmptyState>
                )}
              </div>
            ) : (
              <ResultsGrid
                items={items}
                label="Creators"
                stale={creators.isPlaceholderData}
                listRef={listRef}
                className="mt-4"
              >
                {(creator) => <CreatorCard key={creator.id} creator={creator} />}
              </ResultsGrid>
            )}

            <LoadMore
              query={creators}
              noun="creators"
              shown={items.length}
              listRef={listRef}
              data-testid="creators-load-more"
            />
          </>
        )}
      </QueryState>
    </PageContainer>
  );
};
