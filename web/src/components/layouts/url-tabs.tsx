import { useTabParam } from '../../lib/use-tab-param';
import { type TabItem, Tabs } from '../ui/tabs';

type UrlTabsProps<Value extends string> = {
  /** Names the tab list for screen readers: "Explore sections". */
  label: string;
  /** The first tab is the default. */
  items: readonly [TabItem<Value>, ...TabItem<Value>[]];
  /** Spacing under the screen's header. */
  className?: string;
};

/** A screen's sections as `<Tabs>`, the open one kept in `?tab=` so it survives a reload and can be linked to. */
export const UrlTabs = <const Value extends string>({
  label,
  items,
  className = 'mt-6',
}: UrlTabsProps<Value>) => {
  const [first, ...rest] = items;
  const [tab, setTab] = useTabParam([first.value, ...rest.map((item) => item.value)]);
  return (
    <div className={className}>
      <Tabs label={label} value={tab} onChange={setTab} items={items} />
    </div>
  );
};
