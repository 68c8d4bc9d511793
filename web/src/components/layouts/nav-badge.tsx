import type { NavEntry } from '../../../../ui/config/navigation';
import type { Role } from '../../../../ui/types/api';
import { cn } from '../../../../ui/utils/cn';
import { useUnreadMessages } from '../../lib/unread-messages';

/** The count an entry's badge shows (0: none); every entry with a badge reads the same query. */
export const useNavBadgeCount = (role: Role, entries: readonly NavEntry[]): number => {
  const wanted = entries.some((entry) => entry.badge === 'unreadMessages');
  const unread = useUnreadMessages(role);
  return wanted ? (unread.data ?? 0) : 0;
};

/**
 * A navigation entry's count (unread messages): a pill, or a dot where the label is hidden. Screen
 * readers hear it as part of the link's name ("Messages, 2 unread").
 */
export const NavBadge = ({ count, compact = false }: { count: number; compact?: boolean }) => {
  if (count <= 0) return null;
  const text = count > 99 ? '99+' : String(count);
  return (
    <span
      data-testid="nav-badge"
      className={cn(
        'rounded-full bg-violet-700 text-center font-semibold text-white',
        compact
          ? 'absolute top-1 right-1 min-w-4 px-1 text-[10px] leading-4'
          : 'min-w-5 px-1.5 text-[11px] leading-5',
      )}
    >
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">, {count} unread</span>
    </span>
  );
};
