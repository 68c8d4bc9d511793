import { NavLink } from 'react-router-dom';
import { paths } from '../../../../../ui/config/paths';
import { cn } from '../../../../../ui/utils/cn';

const screens = [
  { label: 'Operations', href: paths.ops.operations.getHref() },
  { label: 'Payouts', href: paths.ops.payouts.getHref() },
  { label: 'Appeals', href: paths.ops.appeals.getHref() },
  { label: 'Review', href: paths.ops.review.getHref() },
  { label: 'Money', href: paths.ops.money.getHref() },
  { label: 'People', href: paths.ops.people.getHref() },
] as const;

/**
 * Issue 36: the console's own navigation (the workspace's sidebar is not shown under /ops). Links, not
 * tabs: each screen is its own address and chunk; the current one is marked `aria-current="page"`.
 */
export const OpsNav = () => (
  <nav aria-label="Operator console" className="mt-4 border-b border-slate-200" data-testid="ops-nav">
    <ul className="flex gap-1 overflow-x-auto">
      {screens.map((screen) => (
        <li key={screen.href}>
          <NavLink
            to={screen.href}
            end
            className={({ isActive }) =>
              cn(
                '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600',
                isActive
                  ? 'border-violet-700 text-violet-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900',
              )
            }
          >
            {screen.label}
          </NavLink>
        </li>
      ))}
    </ul>
  </nav>
);
