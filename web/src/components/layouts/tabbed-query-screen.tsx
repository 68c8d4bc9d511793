import type { ReactNode } from 'react';
import { CardListSkeleton } from '../../../../ui/components/ui/skeleton';
import { useTabParam } from '../../lib/use-tab-param';
import { type TabItem, Tabs } from '../ui/tabs';
import { PageContainer, PageHeader } from './page-header';
import { QueryState, type QueryStateSource } from './query-state';

type TabbedQueryScreenProps<TData, Tab extends string> = {
  testId: string;
  title: string;
  description: ReactNode;
  query: QueryStateSource<TData>;
  /** Completes 'Failed to load …' and the loading label: "campaign data". */
  what: string;
  /** The tabs' values in order; the first is the default (kept in `?tab=`). */
  tabs: readonly [Tab, ...Tab[]];
  /** The tab list's accessible name. */
  tabsLabel: string;
  /** The tabs (labels with counts, panels) from the loaded data; a new tab is a new entry. */
  items: (data: NonNullable<TData>) => readonly TabItem<Tab>[];
};

/**
 * A workspace screen of tabs over one query (the campaigns screens): heading, then the card-list
 * skeleton or the error, then the tabs, with the open tab in the URL.
 */
export const TabbedQueryScreen = <TData, Tab extends string>({
  testId,
  title,
  description,
  query,
  what,
  tabs,
  tabsLabel,
  items,
}: TabbedQueryScreenProps<TData, Tab>) => (
  <PageContainer data-testid={testId}>
    <PageHeader title={title} description={description} />
    <QueryState query={query} what={what} loading={<CardListSkeleton label={`Loading ${what}`} />}>
      {(data) => <UrlTabs tabs={tabs} label={tabsLabel} items={items(data)} />}
    </QueryState>
  </PageContainer>
);

const UrlTabs = <Tab extends string>({
  tabs,
  label,
  items,
}: {
  tabs: readonly [Tab, ...Tab[]];
  label: string;
  items: readonly TabItem<Tab>[];
}) => {
  const [tab, setTab] = useTabParam(tabs);
  return (
    <div className="mt-6">
      <Tabs label={label} value={tab} onChange={setTab} items={items} />
    </div>
  );
};
