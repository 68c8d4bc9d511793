import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Role } from '../../../../../ui/types/api';
import { cn } from '../../../../../ui/utils/cn';
import { useUnreadCount } from '../api/get-unread';
import { BellIcon } from './bell-icon';
import { bellLabel, unreadBadge } from './unread-label';

// The panel (list, paging, mark read) loads when it is first wanted: hovering or focusing the bell
// fetches it, so it is there by the click; the header itself carries only the button and the count.
const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationPanel })));
const preloadPanel = () => void loadPanel().catch(() => undefined);

/**
 * The header's bell, in both workspaces and on phones: the unread count as a badge (polled; see
 * useUnreadCount) and a button that opens the notification centre. Closing it (Escape, the close
 * button, a click outside) gives focus back to the bell.
 */
export const NotificationBell = ({ role, severalBrands }: { role: Role; severalBrands?: boolean }) => {
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const count = unread.data ?? 0;
  const badge = unreadBadge(count);
  const { pathname } = useLocation();

  // Another screen (Back, a link elsewhere) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every path change is the point
  useEffect(() => setOpen(false), [pathname]);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={bellLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        data-testid="notification-bell"
        data-unread={count}
        className={cn(
          'relative grid size-9 shrink-0 place-items-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900',
          open && 'bg-slate-100 text-slate-900',
        )}
      >
        <BellIcon />
        {badge && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white ring-2 ring-white"
          >
            {badge}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel
            id={panelId}
            unread={count}
            role={role}
            anchor={button}
            onClose={close}
            severalBrands={severalBrands}
          />
        </Suspense>
      )}
    </>
  );
};
