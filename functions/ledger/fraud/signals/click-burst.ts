/**
 * Click burst: too many people's clicks from one IP address or one browser (user agent) on one link
 * within 10 minutes: bought or scripted traffic. The link's orders placed from the burst's start until a
 * day after it are held. The click aggregator keeps the bursts of each link (referrals: linkBursts).
 */
import { BURST_REACH_MS, BURST_WINDOW_MS } from '../../../../contracts/constants';
import { HOLD_TAIL, type Signal } from '../signal';

const SOURCE_WORDS = { ip: 'one IP address', user_agent: 'one browser (user agent)' } as const;

export const clickBurst: Signal = {
  name: 'click_burst',
  detect: ({ link, createdAt, order }, threshold) => {
    if (!link) return null;
    const at = Date.parse(createdAt);
    const burst = link.bursts
      .filter((b) => b.clicks >= threshold)
      .filter((b) => {
        const start = Date.parse(b.windowStart);
        return at >= start && at < start + BURST_WINDOW_MS + BURST_REACH_MS;
      })
      .sort((a, b) => b.clicks - a.clicks)[0];
    if (!burst) return null;
    const from = burst.windowStart;
    const to = new Date(Date.parse(from) + BURST_WINDOW_MS).toISOString();
    return {
      reason: `Click burst: ${burst.clicks} clicks on the creator's link ${link.code} came from ${SOURCE_WORDS[burst.source]} within 10 minutes, shortly before this order. ${HOLD_TAIL}`,
      evidence: {
        clicks: {
          link_code: link.code,
          from,
          to,
          count: burst.clicks,
          source: burst.source,
          source_hash: burst.sourceHash,
        },
        orders: [order.name],
      },
      // The link's other sales since the burst began share its evidence: those recorded before the
      // click aggregator counted the burst were not held by it.
      scope: { via: 'link', key: link.code, since: from },
    };
  },
};
