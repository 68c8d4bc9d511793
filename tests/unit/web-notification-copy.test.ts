/**
 * The bell's words (web): the badge hides at 0 and caps at "99+", the button's accessible name says how
 * many are unread, and the panel says when each notification came in ("5 minutes ago", then the date).
 */
import { describe, expect, it } from 'vitest';
import { UNREAD_COUNT_CAP } from '../../contracts/notifications';
import { formatTimeAgo } from '../../ui/utils/format';
import { bellLabel, unreadBadge } from '../../web/src/features/notifications/components/unread-label';

describe('the bell', () => {
  it('shows no badge at 0, the count up to the cap, and "99+" above it', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(3)).toBe('3');
    expect(unreadBadge(UNREAD_COUNT_CAP)).toBe('99');
    expect(unreadBadge(UNREAD_COUNT_CAP + 1)).toBe('99+');
  });

  it('names the button with the unread count', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(1)).toBe('Notifications, 1 unread');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(UNREAD_COUNT_CAP + 1)).toBe('Notifications, more than 99 unread');
  });
});

describe('how long ago a notification came in', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (ms: number) => formatTimeAgo(new Date(now - ms).toISOString(), now);

  it('reads as people say it, then as a date after a week', () => {
    expect(ago(20_000)).toBe('just now');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(3 * 3_600_000)).toBe('3 hours ago');
    expect(ago(26 * 3_600_000)).toBe('yesterday');
    expect(ago(4 * 86_400_000)).toBe('4 days ago');
    expect(ago(30 * 86_400_000)).toMatch(/^Feb (8|9), 2026$/);
  });

  it('a clock slightly behind the server never says "in 3 seconds"', () => {
    expect(formatTimeAgo(new Date(now + 3_000).toISOString(), now)).toBe('just now');
  });
});
