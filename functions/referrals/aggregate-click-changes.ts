import { isConditionFailure } from '../shared/data/client';
import {
  type ClickMarkWrite,
  clickShardAggregated,
  clickTotalKeys,
  type ItemKey,
  type ShardMark,
  writeClickTotals,
} from './entities/click-counter';
import { countClickSources, type SourcedClick } from './entities/click-history';

/**
 * One click-shard change from the table's stream: the shard's count of people's clicks went from
 * `before` to `after`, its count of other redirected requests (HEAD, prefetch, robots) from
 * `robotsBefore` to `robotsAfter` (0 on shards written before that count existed).
 */
export interface ClickShardChange {
  code: string;
  /** The shard item's sort key (SHARD#n). */
  shard: string;
  creatorId: string;
  brandId: string;
  /** UTC day of the change, YYYY-MM-DD. */
  day: string;
  before: number;
  after: number;
  robotsBefore: number;
  robotsAfter: number;
  /** Issue 36: when the change was made (ms) and, for a person's click, who made it (hashes). */
  at?: number;
  ipHash?: string;
  agentHash?: string;
}

/** DynamoDB's limit of items per transaction. */
export const MAX_TRANSACTION_ITEMS = 100;
const MAX_ROUNDS = 5;

/**
 * A mark outlives every record that could still be delivered (the stream keeps records 24 hours);
 * each aggregation renews it. Once it is gone, a shard's next records start a new mark.
 */
const MARK_TTL_SECONDS = 3 * 24 * 3600;
const MAX_READ_ATTEMPTS = 5;

/**
 * The shards' marks (consistent reads), in the order asked (undefined: none yet), asking again for
 * keys DynamoDB left unprocessed. Marks written before this entity hold no code or shard attribute:
 * answers are matched to keys by position (preserveBatchOrder).
 */
const readClickMarks = async (shards: { code: string; shard: string }[]) => {
  const marks: (ShardMark | undefined)[] = shards.map(() => undefined);
  let pending = shards.map(({ code, shard }, i) => ({ key: { code, shard }, i }));
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > MAX_READ_ATTEMPTS) throw new Error('readClickMarks: keys left unprocessed');
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const { data, unprocessed } = await clickShardAggregated
      .get(pending.map(({ key }) => key))
      .go({ consistent: true, preserveBatchOrder: true });
    for (const [at, { i }] of pending.entries()) {
      const mark = data[at];
      if (mark)
        marks[i] = {
          applied: Number(mark.applied),
          robots: mark.applied_robots === undefined ? undefined : Number(mark.applied_robots),
        };
    }
    pending = unprocessed.length > 0 ? pending.filter((_, at) => !data[at]) : [];
  }
  return marks;
};

type TotalAdd = { key: ItemKey; clicks: number; robots: number };

/** A shard's share of one transaction: its mark and the totals it moves. */
interface ShardUnit {
  shardId: string;
  /** The people's clicks this unit applies that carry their source: counted for bursts once it lands. */
  sourced: SourcedClick[];
  mark: ClickMarkWrite & { key: ItemKey };
  adds: TotalAdd[];
}

const shardIdOf = (change: Pick<ClickShardChange, 'code' | 'shard'>) => `${change.code}|${change.shard}`;

/**
 * The clicks a shard's changes add beyond its mark. The redirect only ADDs, so a shard's count only
 * grows and each change covers the counts (before, after]: counting every point above the mark once
 * makes duplicates, overlaps, split batches and replays add nothing twice. Without a mark (a shard's
 * first aggregation) the mark starts at the lowest `before` among the changes.
 */
const newClicksOf = (
  changes: { day: string; before: number; after: number }[],
  applied: number | undefined,
) => {
  const sorted = [...changes].sort((a, b) => a.before - b.before || a.after - b.after);
  let covered = applied ?? Math.min(...sorted.map((change) => change.before));
  const perDay = new Map<string, number>();
  for (const change of sorted) {
    const from = Math.max(change.before, covered);
    if (change.after > from) {
      perDay.set(change.day, (perDay.get(change.day) ?? 0) + change.after - from);
      covered = change.after;
    }
  }
  return { perDay, applied: covered };
};

/**
 * The people's clicks among the changes beyond the mark that carry their source: each record of a human
 * click covers one click (before + 1 = after); a record that covers no new click adds none.
 */
const sourcedClicksOf = (changes: ClickShardChange[], applied: number | undefined): SourcedClick[] => {
  const sorted = [...changes].sort((a, b) => a.before - b.before || a.after - b.after);
  let covered = applied ?? Math.min(...sorted.map((change) => change.before));
  const clicks: SourcedClick[] = [];
  for (const change of sorted) {
    const from = Math.max(change.before, covered);
    if (change.after > from) {
      if (change.after - change.before === 1 && change.ipHash && change.agentHash && change.at)
        clicks.push({ code: change.code, at: change.at, ipHash: change.ipHash, agentHash: change.agentHash });
      covered = change.after;
    }
  }
  return clicks;
};

const sum = (perDay: Map<string, number>) => [...perDay.values()].reduce((total, n) => total + n, 0);

/**
 * Both counts of a shard move by the same rule, each against its own mark (each only grows). A mark
 * written before the robots' count existed has none: that count starts like a shard's first.
 */
const unitOf = (changes: ClickShardChange[], previous: ShardMark | undefined): ShardUnit | undefined => {
  const first = changes[0];
  if (!first) return undefined;
  const human = newClicksOf(changes, previous?.applied);
  const robots = newClicksOf(
    changes.map((change) => ({ day: change.day, before: change.robotsBefore, after: change.robotsAfter })),
    previous?.robots,
  );
  if (human.perDay.size === 0 && robots.perDay.size === 0) return undefined;
  const totals = clickTotalKeys(first);
  const all = { clicks: sum(human.perDay), robots: sum(robots.perDay) };
  const days = new Set([...human.perDay.keys(), ...robots.perDay.keys()]);
  const adds: TotalAdd[] = [
    { key: totals.link, ...all },
    // Issue 36: the link's clicks per day, for the signals that place clicks in time.
    ...[...days].map((day) => ({
      key: totals.linkDay(day),
      clicks: human.perDay.get(day) ?? 0,
      robots: robots.perDay.get(day) ?? 0,
    })),
    { key: totals.brandStats, ...all },
    { key: totals.creatorStats, ...all },
    ...[...days].flatMap((day) => {
      const counts = { clicks: human.perDay.get(day) ?? 0, robots: robots.perDay.get(day) ?? 0 };
      return [
        { key: totals.brandDay(day), ...counts },
        { key: totals.creatorDay(day), ...counts },
      ];
    }),
  ];
  return {
    shardId: shardIdOf(first),
    sourced: sourcedClicksOf(changes, previous?.applied),
    mark: {
      key: totals.mark(first.shard),
      code: first.code,
      shard: first.shard,
      previous,
      applied: human.applied,
      robots: robots.applied,
    },
    adds,
  };
};

/** Units → transactions of at most `maxItems` distinct items; a unit is never split. */
const groupUnits = (units: ShardUnit[], maxItems: number): ShardUnit[][] => {
  const groups: ShardUnit[][] = [];
  let group: ShardUnit[] = [];
  let items = new Set<string>();
  for (const unit of units) {
    const unitItems = [unit.mark.key, ...unit.adds.map((add) => add.key)].map((key) => `${key.pk}|${key.sk}`);
    const merged = new Set([...items, ...unitItems]);
    if (group.length > 0 && merged.size > maxItems) {
      groups.push(group);
      group = [];
      items = new Set(unitItems);
    } else {
      items = merged;
    }
    group.push(unit);
  }
  if (group.length > 0) groups.push(group);
  return groups;
};

/** A group's totals, summed per item (shards of one link share theirs), and its marks: one transaction. */
const writeGroup = async (group: ShardUnit[], now: number): Promise<void> => {
  const adds = new Map<string, TotalAdd>();
  for (const add of group.flatMap((unit) => unit.adds)) {
    const id = `${add.key.pk}|${add.key.sk}`;
    const target = adds.get(id) ?? { key: add.key, clicks: 0, robots: 0 };
    target.clicks += add.clicks;
    target.robots += add.robots;
    adds.set(id, target);
  }
  await writeClickTotals(
    group.map(({ mark }) => mark),
    [...adds.values()],
    Math.floor(now / 1000) + MARK_TTL_SECONDS,
  );
};

/**
 * Adds click-shard changes to the totals (link, brand, creator and their daily series) exactly once per
 * click, whatever the stream delivers: each shard has a mark (how much of its count is in the totals)
 * written in the same transaction as the totals it covers, so a shard's clicks and its mark land
 * together. Shards are packed into transactions of up to 100 items (totals they share are summed), so a
 * busy link costs a few writes per batch, not one per click. A transaction whose marks moved meanwhile
 * is recomputed; any other failure throws after the earlier transactions have landed, and the retry
 * (whole or split) adds only what those did not.
 */
export const applyClickShardChanges = async (
  changes: ClickShardChange[],
  { maxItemsPerTransaction = MAX_TRANSACTION_ITEMS } = {},
): Promise<{ transactions: number; clicks: number; robotClicks: number }> => {
  const byShard = new Map<string, ClickShardChange[]>();
  for (const change of changes) {
    const id = shardIdOf(change);
    byShard.set(id, [...(byShard.get(id) ?? []), change]);
  }
  let pending = [...byShard.keys()];
  let transactions = 0;
  let clicks = 0;
  let robotClicks = 0;
  for (let round = 0; pending.length > 0; round++) {
    if (round === MAX_ROUNDS) throw new Error(`click marks kept moving for ${pending.length} shards`);
    const marks = await readClickMarks(pending.map((id) => (byShard.get(id) ?? [])[0] as ClickShardChange));
    const units = pending
      .map((id, i) => unitOf(byShard.get(id) ?? [], marks[i]))
      .filter((unit): unit is ShardUnit => unit !== undefined);
    const retry: string[] = [];
    const now = Date.now();
    for (const group of groupUnits(units, maxItemsPerTransaction)) {
      try {
        await writeGroup(group, now);
        transactions++;
        // Landed: its people's clicks count towards bursts (after, so a retry that finds them applied
        // counts them no more).
        await countClickSources(
          group.flatMap((unit) => unit.sourced),
          now,
        );
        for (const unit of group) {
          clicks += unit.adds[0]?.clicks ?? 0;
          robotClicks += unit.adds[0]?.robots ?? 0;
        }
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        retry.push(...group.map((unit) => unit.shardId));
      }
    }
    pending = retry;
  }
  return { transactions, clicks, robotClicks };
};
