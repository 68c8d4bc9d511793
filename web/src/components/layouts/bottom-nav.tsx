import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { MoreIcon, navIcons } from '../../../../ui/components/ui/icons';
import {
  bottomNavEntries,
  bottomNavMoreEntries,
  isEntryActive,
  type NavEntry,
  sidebarGroups,
} from '../../../../ui/config/navigation';
import type { Role } from '../../../../ui/types/api';
import { cn } from '../../../../ui/utils/cn';
import { NavBadge, useNavBadgeCount } from './nav-badge';

type BottomNavProps = {
  role: Role;
  pathname: string;
  /** Under the More panel's links (issue 35: the workspace switcher, composed by the app). */
  more?: ReactNode;
};

const itemClass = 'flex h-16 w-full flex-col items-center justify-center gap-1 text-xs font-medium';

const EntryLink = ({
  entry,
  pathname,
  badgeCount = 0,
}: {
  entry: NavEntry;
  pathname: string;
  badgeCount?: number;
}) => {
  const Icon = navIcons[entry.icon];
  const active = entry.available && isEntryActive(entry, pathname);
  if (!entry.available)
    return (
      <span
        aria-disabled="true"
        title="Coming soon"
        data-testid="nav-soon"
        className={cn(itemClass, 'cursor-not-allowed gap-0.5 text-slate-500')}
      >
        <Icon className="text-slate-400" />
        {entry.label}
        <span className="text-[10px] leading-none font-semibold text-slate-500">Soon</span>
      </span>
    );
  return (
    <Link
      to={entry.href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        itemClass,
        'relative',
        active ? 'text-violet-700' : 'text-slate-600 hover:text-slate-900',
      )}
    >
      <Icon />
      {entry.label}
      <NavBadge count={entry.badge ? badgeCount : 0} compact />
    </Link>
  );
};

/**
 * "More": the screens the bar has no room for, in a panel above it. A disclosure (button with
 * aria-expanded) rather than a menu: its items are plain links, reached with Tab; Escape or choosing
 * one closes it, and focus returns to the button on Escape.
 */
const MoreEntries = ({ role, pathname, more: moreExtra }: BottomNavProps) => {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const more = bottomNavMoreEntries(role);
  const badgeCount = useNavBadgeCount(role, more);
  const active = more.some((entry) => entry.available && isEntryActive(entry, pathname));
  // A navigation (a link chosen) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every path change is the point
  useEffect(() => setOpen(false), [pathname]);
  // From the commit that opens it (a layout effect: a plain effect may run a frame later).
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          itemClass,
          'relative',
          active || open ? 'text-violet-700' : 'text-slate-600 hover:text-slate-900',
        )}
      >
        <MoreIcon />
        More
        <NavBadge count={badgeCount} compact />
      </button>
      <div
        id={panelId}
        hidden={!open}
        data-testid="bottom-nav-more"
        className="absolute inset-x-0 bottom-full border-t border-slate-200 bg-white shadow-lg"
      >
        <ul className="grid grid-cols-3">
          {more.map((entry) => (
            <li key={entry.href}>
              <EntryLink entry={entry} pathname={pathname} badgeCount={badgeCount} />
            </li>
          ))}
        </ul>
        {moreExtra ? <div className="border-t border-slate-200 px-4 py-3">{moreExtra}</div> : null}
      </div>
    </>
  );
};

/** The phone navigation (under 768 px), fixed to the bottom of the screen. */
export const BottomNav = ({ role, pathname, more }: BottomNavProps) => (
  <nav
    aria-label={sidebarGroups[role].label}
    data-testid="bottom-nav"
    data-bottom-nav=""
    className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
  >
    <ul className="grid grid-cols-5">
      {bottomNavEntries[role].map((entry) => (
        <li key={entry.href}>
          <EntryLink entry={entry} pathname={pathname} />
        </li>
      ))}
      <li>
        <MoreEntries role={role} pathname={pathname} more={more} />
      </li>
    </ul>
  </nav>
);
