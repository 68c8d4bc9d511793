import { type CSSProperties, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../../../ui/components/ui/button';
import { Spinner } from '../../../../../ui/components/ui/spinner';
import { notificationPreferencesHref } from '../../../../../ui/config/paths';
import type { Role } from '../../../../../ui/types/api';
import { cn } from '../../../../../ui/utils/cn';
import { InlineLoadError } from '../../../components/layouts/inline-load-error';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-read';
import { BellIcon } from './bell-icon';
import { NotificationList } from './notification-list';

type NotificationPanelProps = {
  id: string;
  /** The bell's unread count (it is kept up to date there). */
  unread: number;
  role: Role;
  /** The bell: on wide screens the panel hangs under it, right-aligned with it. */
  anchor: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** The person works for several brands: each brand's notice opens in its workspace. */
  severalBrands?: boolean;
};

/** Where the popover sits on wide screens: just under the header, its right edge on the bell's. */
const useAnchorPosition = (anchor: RefObject<HTMLElement | null>) => {
  const [position, setPosition] = useState({ top: 72, right: 16 });
  useLayoutEffect(() => {
    const place = () => {
      const bell = anchor.current;
      if (!bell) return;
      const rect = bell.getBoundingClientRect();
      const below = bell.closest('header')?.getBoundingClientRect().bottom ?? rect.bottom;
      setPosition({ top: below + 6, right: Math.max(8, window.innerWidth - rect.right) });
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [anchor]);
  return position;
};

const emptyTexts: Record<Role, string> = {
  brand: 'New applications, content submissions, invoices and store alerts will show up here.',
  creator: 'Approvals, sales, payouts and content requests will show up here.',
};

/**
 * The notification centre: a modal `<dialog>` (the browser keeps focus inside, makes the page behind
 * inert and closes it on Escape), drawn as a popover under the bell on wide screens and as a full
 * screen sheet on phones. Focus moves to the panel when it opens; its list is read afresh each time.
 * A click on the backdrop (anywhere outside) closes it.
 */
export const NotificationPanel = ({
  id,
  unread,
  role,
  anchor,
  onClose,
  severalBrands,
}: NotificationPanelProps) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { top, right } = useAnchorPosition(anchor);
  const notifications = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const items = notifications.data?.pages.flatMap((page) => page.notifications) ?? [];
  const anyUnread = unread > 0 || items.some((item) => item.read_at === null);

  // Closed first, then unmounted: while it is open the page (the bell too) is inert and cannot take
  // focus back.
  const close = () => {
    dialog.current?.close();
    onClose();
  };

  // A layout effect, as in components/ui/dialog.tsx: modal from the commit that shows it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // The panel itself, not its first button ('Mark all as read' must not be one Enter away).
    element.focus();
    return () => {
      if (element.open) element.close();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; its keyboard twin is Escape (onCancel).
    <dialog
      ref={dialog}
      id={id}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="notification-panel"
      onCancel={(event) => {
        // Escape: React state decides (the bell gets focus back).
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        // The dialog element itself is only hit outside its content: on the backdrop.
        if (event.target === event.currentTarget) close();
      }}
      style={{ '--panel-top': `${top}px`, '--panel-right': `${right}px` } as CSSProperties}
      className={cn(
        'm-0 overflow-hidden bg-white p-0 text-slate-900 outline-none backdrop:bg-slate-900/10',
        // Phones: a sheet over the whole screen.
        'fixed inset-0 h-dvh max-h-none w-full max-w-none',
        // Wide screens: a popover under the bell.
        'sm:top-(--panel-top) sm:right-(--panel-right) sm:bottom-auto sm:left-auto sm:h-auto sm:max-h-[min(36rem,calc(100dvh-6rem))] sm:w-96 sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-xl',
      )}
    >
      <div className="flex h-full max-h-[inherit] flex-col">
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 py-2 pr-2 pl-4">
          <h2 id={titleId} className="font-semibold text-slate-900">
            Notifications
          </h2>
          <div className="flex items-center gap-1">
            {anyUnread && (
              <Button
                variant="ghost"
                size="sm"
                // The button goes once nothing is unread: focus stays in the panel, on the panel itself.
                onClick={() => markAll.mutate(undefined, { onSuccess: () => dialog.current?.focus() })}
                isLoading={markAll.isPending}
                data-testid="mark-all-read"
              >
                Mark all as read
              </Button>
            )}
            <button
              type="button"
              onClick={close}
              aria-label="Close notifications"
              className="grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </button>
          </div>
        </div>
        {markAll.isError && (
          <p role="alert" className="border-b border-red-100 bg-red-50 px-4 py-2 text-sm text-red-800">
            Could not mark them as read. Try again.
          </p>
        )}

        <div className="min-h-0 flex-1 overflow-y-auto">
          {notifications.isPending ? (
            <div className="flex justify-center py-12 text-violet-700" data-testid="notifications-loading">
              <Spinner label="Loading notifications" />
            </div>
          ) : notifications.isError && items.length === 0 ? (
            <div className="px-4 py-8 text-center">
              <InlineLoadError
                what="notifications"
                onRetry={() => void notifications.refetch()}
                isRetrying={notifications.isRefetching}
              />
            </div>
          ) : items.length === 0 ? (
            <div
              className="flex flex-col items-center px-6 py-12 text-center"
              data-testid="notifications-empty"
            >
              <span className="grid size-12 place-items-center rounded-full bg-violet-50 text-violet-700">
                <BellIcon />
              </span>
              <p className="mt-3 font-semibold text-slate-900">No notifications yet</p>
              <p className="mt-1 text-sm text-slate-600">{emptyTexts[role]}</p>
            </div>
          ) : (
            <NotificationList
              items={items}
              query={notifications}
              labelledBy={titleId}
              onOpen={close}
              severalBrands={severalBrands}
            />
          )}
        </div>

        <div className="border-t border-slate-200 px-4 py-3 text-sm">
          <Link
            to={notificationPreferencesHref(role)}
            onClick={close}
            className="font-medium text-violet-700 underline-offset-2 hover:underline"
          >
            E-mail preferences
          </Link>
        </div>
      </div>
    </dialog>
  );
};
