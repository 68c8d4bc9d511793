import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { appName } from '../../config/app';
import { dashboardHref, paths } from '../../config/paths';
import type { Role } from '../../types/api';
import { cn } from '../../utils/cn';
import { RoleBadge } from '../ui/badge';
import { Button, buttonStyles } from '../ui/button';
import { Spinner } from '../ui/spinner';

const marketingLinks = [
  { label: 'Features', href: paths.features.getHref() },
  { label: 'Pricing', href: paths.pricing.getHref() },
] as const;

/** Who the header is for: the app's session (web/src/lib/auth.ts), or signed out on the server. */
export type HeaderSession =
  | { status: 'loading' | 'signed-out' | 'error' }
  | { status: 'signed-in'; me: { role: Role; first_name: string; last_name: string } };

type HeaderProps = {
  session: HeaderSession;
  /** Logging out, for a session that has one (the app's: ui/ has no auth). */
  logout?: { run: () => void; isPending: boolean };
  /** Span the whole width (next to the sidebar) instead of the marketing pages' centred column. */
  fullWidth?: boolean;
  /** The notification bell, shown to signed-in users (composed by the app: it is a feature). */
  bell?: ReactNode;
};

export const Header = ({ session, logout, fullWidth = false, bell }: HeaderProps) => {
  const signedIn = session.status === 'signed-in';
  const homeHref = session.status === 'signed-in' ? dashboardHref(session.me.role) : paths.home.getHref();

  const logoutButton = (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => logout?.run()}
      isLoading={logout?.isPending}
      data-testid="header-logout"
    >
      {logout?.isPending ? 'Logging out...' : 'Log out'}
    </Button>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div
        className={cn(
          'flex h-16 items-center justify-between gap-3 px-4 sm:px-6',
          !fullWidth && 'mx-auto max-w-6xl',
        )}
      >
        <div className="flex min-w-0 items-center gap-6">
          <Link
            to={homeHref}
            className="flex shrink-0 items-center gap-2 rounded-md text-base font-bold tracking-tight text-slate-900"
            data-testid="wordmark"
          >
            <span
              aria-hidden="true"
              className="grid size-8 place-items-center rounded-lg bg-violet-700 text-white"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 32 32"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
              >
                <path d="M8 23V9l8 8 8-8v14" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            {/* Narrow phones keep the mark only (signed in, the user's name needs the room); the name
                stays for screen readers. */}
            <span className={signedIn ? 'max-sm:sr-only' : 'max-[379px]:sr-only'}>{appName}</span>
          </Link>
          {session.status === 'signed-out' && (
            // Hidden on narrow screens (spec 2.2); the footer links to both pages there.
            <nav aria-label="Main" className="hidden md:block">
              <ul className="flex items-center gap-1">
                {marketingLinks.map((link) => (
                  <li key={link.href}>
                    <NavLink
                      to={link.href}
                      className={({ isActive }) =>
                        cn(
                          'rounded-md px-3 py-2 text-sm font-medium',
                          isActive ? 'text-violet-800' : 'text-slate-600 hover:text-slate-900',
                        )
                      }
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>

        <nav aria-label="Account" className="flex min-w-0 items-center gap-2 sm:gap-3">
          {session.status === 'loading' && (
            <span className="text-violet-700">
              <Spinner size="sm" label="Loading your session" />
            </span>
          )}
          {session.status === 'signed-out' && (
            <>
              <Link
                to={paths.auth.login.getHref()}
                className={buttonStyles({ variant: 'ghost', size: 'sm' })}
              >
                Login
              </Link>
              <Link
                to={paths.auth.signup.getHref()}
                className={buttonStyles({ size: 'sm' })}
                data-testid="header-signup"
              >
                <span className="hidden md:inline">Get Started</span>
                <span className="md:hidden">Sign Up</span>
              </Link>
            </>
          )}
          {session.status === 'signed-in' && (
            <>
              {bell}
              <RoleBadge role={session.me.role} />
              <span
                className="max-w-[8rem] truncate text-sm font-medium text-slate-700 sm:max-w-[16rem]"
                data-testid="header-user-name"
              >
                {session.me.first_name} {session.me.last_name}
              </span>
              {logoutButton}
            </>
          )}
          {/* Session unknown (API down, profile missing): still let the user leave. */}
          {session.status === 'error' && logoutButton}
        </nav>
      </div>
    </header>
  );
};
