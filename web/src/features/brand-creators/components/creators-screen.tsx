import { type ReactNode, useState } from 'react';
import { UsersIcon } from '../../../../../ui/components/ui/icons';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { DirectoryResults } from '../../../components/layouts/directory-results';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { ResultsGridSkeleton } from '../../../components/layouts/results-grid-skeleton';
import { EmptyState } from '../../../components/ui/empty-state';
import { NoMatchState } from '../../../components/ui/no-match-state';
import { ResultCount } from '../../../components/ui/result-count';
import { SearchField } from '../../../components/ui/search-field';
import { useDirectoryPages } from '../../../lib/use-directory-pages';
import { useDirectorySearch } from '../../../lib/use-directory-search';
import { CREATOR_SEARCH_MAX, CREATORS_PAGE_SIZE, type CreatorFilter, useCreators } from '../api/get-creators';
import { CreatorCard } from './creator-card';
import { CreatorFacetFilters, type CreatorFacets, CreatorFilters, noFacets } from './creator-filters';
import { SuggestedCreators } from './suggested-creators';

/**
 * Creators directory (/brand/creators, spec 2.4): search (username, bio, Instagram handle) and the
 * filters All, Favorites, Blacklisted, Unrated run on the server, a page at a time with 'Load more';
 * favorite / blacklist and notes per creator. The route adds per-creator terms (issue 21, brand-terms
 * feature): `terms` (the list, under the directory) and `termsAction` (on each card).
 */
export const CreatorsScreen = ({
  terms,
  termsAction,
}: {
  terms?: ReactNode;
  termsAction?: (creator: { id: string; username: string }) => ReactNode;
} = {}) => {
  const search = useDirectorySearch<CreatorFilter>('all');
  // Issue 34: niche, platform, audience size, results and order, beside the spec's filters.
  const [facets, setFacets] = useState<CreatorFacets>(noFacets);
  const faceted = (Object.keys(noFacets) as (keyof CreatorFacets)[]).some(
    (key) => key !== 'sort' && facets[key] !== noFacets[key],
  );
  const creators = useCreators({ search: search.query, filter: search.filter, ...facets });
  const items = useDirectoryPages(creators, (page) => page.creators, {
    key: `${search.key}\u0000${JSON.stringify(facets)}`,
    active: search.searching || faceted,
    pageSize: CREATORS_PAGE_SIZE,
  });
  const resetAll = () => {
    search.reset();
    setFacets(noFacets);
  };

  return (
    <PageContainer data-testid="brand-creators">
      <PageHeader title="Creators" description="Find creators, mark the ones you like, and keep notes." />
      <div className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <SearchField
          id="creator-search"
          label="Search creators by username, bio or Instagram handle"
          placeholder="Search username, bio or Instagram"
          value={search.text}
          maxLength={CREATOR_SEARCH_MAX}
          onValueChange={search.setText}
          className="w-full lg:max-w-sm"
        />
        <CreatorFilters value={search.filter} onChange={search.setFilter} />
      </div>
      <CreatorFacetFilters value={facets} onChange={setFacets} />

      <DirectoryResults
        query={creators}
        items={items}
        what="creators"
        noun="creators"
        label="Creators"
        loading={
          <ResultsGridSkeleton label="Loading creators" className="mt-6" cardClassName="p-5">
            {(label) => (
              <>
                <Skeleton className="h-12 w-12 rounded-full" label={label} />
                <Skeleton className="mt-4 h-4 w-3/4" label="" />
              </>
            )}
          </ResultsGridSkeleton>
        }
        errorClassName="mt-6"
        summary={() => (
          <ResultCount searching={creators.isPlaceholderData} className="mt-4" data-testid="creator-count">
            {`${items.length} ${items.length === 1 ? 'creator' : 'creators'}${
              creators.hasNextPage ? ' so far' : ''
            }`}
          </ResultCount>
        )}
        empty={
          <div className="mt-4">
            {search.searching || faceted ? (
              <NoMatchState
                icon={<UsersIcon />}
                title="No creators found"
                data-testid="creators-no-match"
                resetLabel="Show all creators"
                onReset={resetAll}
              >
                Try another search or filter.
              </NoMatchState>
            ) : (
              <EmptyState icon={<UsersIcon />} title="No creators yet" data-testid="creators-empty">
                Creators appear here once they have finished setting up their profile.
              </EmptyState>
            )}
          </div>
        }
        gridClassName="mt-4"
        loadMoreTestId="creators-load-more"
      >
        {(creator) => <CreatorCard key={creator.id} creator={creator} termsAction={termsAction} />}
      </DirectoryResults>
      <SuggestedCreators />
      {terms}
    </PageContainer>
  );
};
