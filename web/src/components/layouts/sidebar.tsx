import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { navIcons, PanelLeftIcon } from '../../../../ui/components/ui/icons';
import { isEntryActive, type NavEntry, sidebarGroups } from '../../../../ui/config/navigation';
import type { Role } from '../../../../ui/types/api';
import { cn } from '../../../../ui/utils/cn';
import { NavBadge, useNavBadgeCount } from './nav-badge';
import { readSidebarExpanded, writeSidebarExpanded } from './sidebar-state';

type SidebarProps = { role: Role; pathname: string };

/**
 * The signed-in user's tools on the left (md and up; the bottom navigation takes over below 768 px).
 * Expanded (16rem) or collapsed to icons (3rem) with its button or Ctrl/Cmd + B; the choice is kept in
 * a cookie for 7 days.
 */
export const Sidebar = ({ role, pathname }: SidebarProps) => {
  const [expanded, setExpanded] = useState(readSidebarExpanded);
  const toggle = useCallback(() => setExpanded((value) => !value), []);
  const group = sidebarGroups[role];
  const badgeCount = useNavBadgeCount(role, group.entries);

  // Only a change is written: merely visiting does not create or extend the cookie.
  const initial = useRef(expanded);
  useEffect(() => {
    if (expanded === initial.current) return;
    initial.current = expanded;
    writeSidebarExpanded(expanded);
  }, [expanded]);

  // Listening from the commit that shows the sidebar (a layout effect): a plain effect may run a frame
  // later, and a Ctrl+B pressed as the workspace appears would be lost.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'b' || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey) return;
      // Ctrl+B would otherwise open the bookmarks bar in some browsers.
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return (
    <div
      data-testid="sidebar"
      data-state={expanded ? 'expanded' : 'collapsed'}
      className={cn(
        'sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col overflow-hidden border-r border-slate-200 bg-white transition-[width] duration-200 ease-out motion-reduce:transition-none md:flex',
        expanded ? 'w-64' : 'w-12',
      )}
    >
      <div className={cn('flex p-2', expanded ? 'justify-end' : 'justify-center')}>
        <button
          type="button"
          onClick={toggle}
          aria-label="Toggle sidebar"
          aria-expanded={expanded}
          aria-controls="sidebar-nav"
          title={`${expanded ? 'Collapse' : 'Expand'} sidebar (Ctrl+B)`}
          className="grid size-8 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <PanelLeftIcon className="size-4" />
        </button>
      </div>
      <nav
        id="sidebar-nav"
        aria-labelledby="sidebar-group-label"
        className="flex-1 overflow-y-auto px-2 pb-4"
      >
        <h2
          id="sidebar-group-label"
          className={cn(
            expanded ? 'px-2 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase' : 'sr-only',
          )}
        >
          {group.label}
        </h2>
        <ul className="space-y-1">
          {group.entries.map((entry) => (
            <li key={entry.href}>
              <SidebarItem
                entry={entry}
                expanded={expanded}
                active={isEntryActive(entry, pathname)}
                badgeCount={entry.badge ? badgeCount : 0}
              />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
};

const itemClasses = (expanded: boolean) =>
  cn('flex h-9 items-center gap-3 rounded-md text-sm font-medium', expanded ? 'px-2' : 'justify-center');

const SidebarItem = ({
  entry,
  expanded,
  active,
  badgeCount,
}: {
  entry: NavEntry;
  expanded: boolean;
  active: boolean;
  badgeCount: number;
}) => {
  const Icon = navIcons[entry.icon];
  const label = <span className={expanded ? 'min-w-0 flex-1 truncate' : 'sr-only'}>{entry.label}</span>;

  if (!entry.available) {
    return (
      <span
        aria-disabled="true"
        title={expanded ? 'Coming soon' : `${entry.label}: Coming soon`}
        data-testid="nav-soon"
        className={cn(itemClasses(expanded), 'cursor-not-allowed text-slate-500')}
      >
        <Icon className="text-slate-400" />
        {label}
        {expanded ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-semibold text-slate-600">
            Soon
          </span>
        ) : (
          <span className="sr-only">Soon</span>
        )}
      </span>
    );
  }

  return (
    <Link
      to={entry.href}
      aria-current={active ? 'page' : undefined}
      title={expanded ? undefined : entry.label}
      className={cn(
        itemClasses(expanded),
        'relative',
        active ? 'bg-violet-50 text-violet-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      <Icon className={active ? 'text-violet-700' : 'text-slate-500'} />
      {label}
      <NavBadge count={badgeCount} compact={!expanded} />
    </Link>
  );
};
