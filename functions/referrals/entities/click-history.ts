/**
 * Issue 36: what the fraud signals need to know of a link's clicks in time, kept by the click aggregator
 * off the redirect's path. The redirect's one write leaves the click's source (hashes) on its shard; the
 * stream's records of those writes feed these items.
 */
import { BURST_WINDOW_MS, MIN_CLICK_BURST } from '../../../contracts/constants';
import { isConditionFailure } from '../../shared/data/client';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import { log } from '../../shared/log';

/**
 * A link's people's clicks on one UTC day, LINK#{code} / DAY#{day}: ADDed in the aggregator's
 * transaction with the link's total (exactly once per click). Since issue 36: older clicks are only in
 * the total.
 */
export const linkDay = defineEntity({
  model: { entity: 'link-day', version: '1', service: SERVICE },
  attributes: {
    code: { type: 'string', required: true },
    day: { type: 'string', required: true },
    clicks: { type: 'number' },
    robot_clicks: { type: 'number' },
  },
  indexes: { primary: { pk: tableKey('pk', 'LINK#${code}'), sk: tableKey('sk', 'DAY#${day}') } },
});

/**
 * People's clicks on a link from one source (an IP address's or a user agent's hash) in one 10-minute
 * window, CLICKBURST#{code} / {window_start}#{source}#{hash}, TTL two days. Counted after the totals'
 * transaction, for the clicks it applied: a retried batch (whose marks already cover them) counts them
 * no more, so a failure can only undercount, never invent a burst.
 */
export const clickSourceCount = defineEntity({
  model: { entity: 'click-source-count', version: '1', service: SERVICE },
  attributes: {
    code: { type: 'string', required: true },
    window: { type: 'string', required: true },
    clicks: { type: 'number' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: { primary: { pk: tableKey('pk', 'CLICKBURST#${code}'), sk: tableKey('sk', '${window}') } },
});

/**
 * A burst on a link, LINK#{code} / BURST#{window_start}#{source}#{hash}: a source's count in a window
 * once it reached MIN_CLICK_BURST (the lowest threshold a brand may set), with its count as it grows.
 * The order-paid signals Query the link's bursts around an order (a few items, TTL a week).
 */
export const linkBurst = defineEntity({
  model: { entity: 'link-burst', version: '1', service: SERVICE },
  attributes: {
    code: { type: 'string', required: true },
    burst: { type: 'string', required: true },
    window_start: { type: 'string', required: true },
    source: { type: ['ip', 'user_agent'] as const, required: true },
    source_hash: { type: 'string', required: true },
    clicks: { type: 'number', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: { primary: { pk: tableKey('pk', 'LINK#${code}'), sk: tableKey('sk', 'BURST#${burst}') } },
});

const DAY_SECONDS = 86_400;

export interface SourcedClick {
  code: string;
  /** When the click was recorded (ms). */
  at: number;
  ipHash: string;
  agentHash: string;
}

/** The clicks' counts per link, window and source: one ADD each; a source reaching the floor is a burst. */
export const countClickSources = async (clicks: SourcedClick[], now: number): Promise<number> => {
  const counts = new Map<
    string,
    { code: string; windowStart: string; source: 'ip' | 'user_agent'; hash: string; n: number }
  >();
  for (const click of clicks) {
    const windowStart = new Date(Math.floor(click.at / BURST_WINDOW_MS) * BURST_WINDOW_MS).toISOString();
    for (const [source, hash] of [
      ['ip', click.ipHash],
      ['user_agent', click.agentHash],
    ] as const) {
      const id = `${click.code}|${windowStart}|${source}|${hash}`;
      const count = counts.get(id) ?? { code: click.code, windowStart, source, hash, n: 0 };
      count.n++;
      counts.set(id, count);
    }
  }
  let bursts = 0;
  await Promise.all(
    [...counts.values()].map(async ({ code, windowStart, source, hash, n }) => {
      const window = `${windowStart}#${source}#${hash}`;
      const { data } = await clickSourceCount
        .update({ code, window })
        .add({ clicks: n })
        .set({ expiresAt: Math.floor(now / 1000) + 2 * DAY_SECONDS })
        .go({ response: 'updated_new' });
      const total = Number(data.clicks ?? 0);
      if (total < MIN_CLICK_BURST) return;
      bursts++;
      // The burst's count only grows: a slower writer with a smaller count leaves the larger one.
      await linkBurst
        .update({ code, burst: window })
        .set({
          window_start: windowStart,
          source,
          source_hash: hash,
          clicks: total,
          expiresAt: Math.floor(now / 1000) + 7 * DAY_SECONDS,
        })
        .where((attr, op) => `${op.notExists(attr.clicks)} OR ${op.lt(attr.clicks, total)}`)
        .go()
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
      log.info('click burst', { code, windowStart, source, clicks: total });
    }),
  );
  return bursts;
};

/**
 * A link's people's clicks per day (all its days: a few hundred small items at most a year) and its
 * bursts whose window starts from `burstsFrom` on: two Queries.
 */
export const linkClickHistory = async (code: string, burstsFrom: string) => {
  const [days, bursts] = await Promise.all([
    linkDay.query.primary({ code }).go({ pages: 'all', attributes: ['day', 'clicks'] }),
    linkBurst.query.primary({ code }).gte({ burst: burstsFrom }).go({ pages: 'all' }),
  ]);
  return {
    clicksByDay: Object.fromEntries(days.data.map((item) => [item.day, Number(item.clicks ?? 0)])),
    bursts: bursts.data.map((item) => ({
      windowStart: item.window_start,
      source: item.source,
      sourceHash: item.source_hash,
      clicks: item.clicks,
    })),
  };
};
