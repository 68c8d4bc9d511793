/**
 * Conversion without a click: an order attributed by a link when nobody followed that link in the
 * attribution window (the threshold, in days, before the order's day). The clicks are the people's
 * clicks the click aggregator counted per day; a link with clicks older than that day history (its total
 * holds more than its days) is never flagged, since its clicks cannot be placed in time.
 */
import { DAY_MS } from '../../../shared/time/days';
import { HOLD_TAIL, type Signal } from '../signal';

export const noClick: Signal = {
  name: 'no_click',
  detect: ({ link, createdAt, order }, windowDays) => {
    if (!link) return null;
    const to = createdAt.slice(0, 10);
    const from = new Date(Date.parse(createdAt) - windowDays * DAY_MS).toISOString().slice(0, 10);
    const days = Object.entries(link.clicksByDay);
    const dated = days.reduce((sum, [, clicks]) => sum + clicks, 0);
    if (dated < link.totalClicks) return null;
    const inWindow = days
      .filter(([day]) => day >= from && day <= to)
      .reduce((sum, [, clicks]) => sum + clicks, 0);
    if (inWindow > 0) return null;
    return {
      reason: `Conversion without a click: nobody followed the creator's link ${link.code} in the ${windowDays} days before this order, yet the order names it. ${HOLD_TAIL}`,
      evidence: { clicks: { link_code: link.code, from, to, count: 0 }, orders: [order.name] },
    };
  },
};
