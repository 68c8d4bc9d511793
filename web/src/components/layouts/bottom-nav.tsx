import { Link } from 'react-router-dom';
import { bottomNavEntries, isEntryActive, sidebarGroups } from '../../config/navigation';
import type { Role } from '../../types/api';
import { cn } from '../../utils/cn';
import { navIcons } from '../ui/icons';

type BottomNavProps = { role: Role; pathname: string };

/** The phone navigation (under 768 px), fixed to the bottom of the screen. */
export const BottomNav = ({ role, pathname }: BottomNavProps) => (
  <nav
    aria-label={sidebarGroups[role].label}
    data-testid="bottom-nav"
    data-bottom-nav=""
    className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
  >
    <ul className="grid grid-cols-5">
      {bottomNavEntries[role].map((entry) => {
        const Icon = navIcons[entry.icon];
        const active = entry.available && isEntryActive(entry, pathname);
        const itemClass = 'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium';
        return (
          <li key={entry.href}>
            {entry.available ? (
              <Link
                to={entry.href}
                aria-current={active ? 'page' : undefined}
                className={cn(itemClass, active ? 'text-violet-700' : 'text-slate-600 hover:text-slate-900')}
              >
                <Icon />
                {entry.label}
              </Link>
            ) : (
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
            )}
          </li>
        );
      })}
    </ul>
  </nav>
);
