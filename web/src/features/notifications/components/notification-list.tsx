import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../../../ui/components/ui/button';
import { cn } from '../../../../../ui/utils/cn';
import { formatDateTime, formatTimeAgo } from '../../../../../ui/utils/format';
import { getBrandInUse, setBrandInUse } from '../../../lib/brand-in-use';
import type { Notification } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-read';

/** What the list needs of the infinite query. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

type NotificationListProps = {
  items: readonly Notification[];
  query: PagedQuery;
  /** The panel's heading: the list is named by it. */
  labelledBy: string;
  /** A notification was chosen: the panel closes as the app moves to its screen. */
  onOpen: () => void;
  /** The person works for several brands (issue 35): a brand's notice opens in that brand's workspace. */
  severalBrands?: boolean;
};

/** Only the app's own paths are followed ("/creator/campaigns"), never another origin ("//x", "https:"). */
const isAppPath = (link: string): boolean => link.startsWith('/') && !link.startsWith('//');

/**
 * The notifications, newest first: each a link to its screen that marks it read as it is followed; an
 * unread one has a dot (and says "Unread" to screen readers). 'Load more' fetches the next page and
 * moves focus to its first notification.
 */
export const NotificationList = ({
  items,
  query,
  labelledBy,
  onOpen,
  severalBrands = false,
}: NotificationListProps) => {
  const markRead = useMarkNotificationRead();
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | undefined>(undefined);
  const now = Date.now();

  useEffect(() => {
    const from = focusFrom.current;
    if (from === undefined || query.isFetchingNextPage) return;
    focusFrom.current = undefined;
    list.current?.querySelectorAll<HTMLElement>('[data-notification]').item(from)?.focus();
  }, [query.isFetchingNextPage]);

  return (
    <>
      <ul ref={list} aria-labelledby={labelledBy} className="divide-y divide-slate-100">
        {items.map((item) => {
          const unread = item.read_at === null;
          const content = (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  'mt-1.5 size-2 shrink-0 rounded-full',
                  unread ? 'bg-violet-600' : 'bg-transparent',
                )}
              />
              <span className="min-w-0 flex-1">
                {unread && <span className="sr-only">Unread: </span>}
                <span
                  className={cn('block text-sm text-slate-900', unread ? 'font-semibold' : 'font-medium')}
                >
                  {item.title}
                </span>
                <span className="mt-0.5 block text-sm text-slate-600">{item.body}</span>
                <time
                  dateTime={item.created_at}
                  title={formatDateTime(item.created_at)}
                  className="mt-1 block text-xs text-slate-500"
                >
                  {formatTimeAgo(item.created_at, now)}
                </time>
              </span>
            </>
          );
          const rowClass = cn('flex gap-3 px-4 py-3 text-left', unread ? 'bg-violet-50/60' : 'bg-white');
          return (
            <li key={item.id} data-testid="notification" data-unread={unread || undefined}>
              {isAppPath(item.link) ? (
                <Link
                  to={item.link}
                  data-notification=""
                  onClick={(event) => {
                    const brandId = item.brand_id;
                    if (severalBrands && brandId && brandId !== getBrandInUse()) {
                      // Another brand's notice: its screen is that brand's, so the workspace switches
                      // as the switcher does (a fresh load: nothing of the other brand is kept), once
                      // the notice is marked read.
                      event.preventDefault();
                      setBrandInUse(brandId);
                      const open = () => window.location.assign(item.link);
                      if (unread) markRead.mutate(item.id, { onSettled: open });
                      else open();
                      return;
                    }
                    if (unread) markRead.mutate(item.id);
                    onOpen();
                  }}
                  className={cn(rowClass, 'hover:bg-slate-50 focus-visible:-outline-offset-2')}
                >
                  {content}
                </Link>
              ) : (
                <div className={rowClass}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
      {query.isFetchNextPageError && (
        <p role="alert" className="px-4 pt-3 text-center text-sm font-medium text-red-700">
          Failed to load more notifications. Try again.
        </p>
      )}
      {query.hasNextPage && (
        <div className="flex justify-center px-4 py-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              focusFrom.current = items.length;
              void query.fetchNextPage();
            }}
            isLoading={query.isFetchingNextPage}
            data-testid="notifications-load-more"
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
};
