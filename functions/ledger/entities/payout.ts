import { createConversions, type EntityItem } from 'electrodb';
import { defineEntity, SERVICE, tableKey, transactional } from '../../shared/data/entity';
import { indexKeys, OPEN_PAYOUT_SHARDS } from '../../shared/data/keys';
import { type WithNulls, withNulls, withoutNulls } from '../../shared/data/nulls';
import { stableShard } from '../../shared/data/shards';

/**
 * A payout (docs/architecture.md, the money model): one Stripe transfer of a creator's payable
 * balance, under the creator (CREATOR#{id} / PAYOUT#{payoutId}). Opened by the payout run or by Request
 * Payout (a conditional Put); while it is open the creator's stats item holds `payout_in_flight` (one
 * payout at a time). Stages: gathering (payable entries move into it, each with its amount, in
 * transactions) → transferring (amount fixed; the transfer's idempotency key is the payout id, so a retry
 * never pays twice) → done (paid, failed, cancelled; reversed later if Stripe reverses the transfer). The
 * entries it pays are listed on it, so finishing it never depends on an eventually consistent index.
 * While it is not done it is in the open-payouts index (byOwner PAYOUT#OPEN#{shard} /
 * `{opened_at}#{creatorId}#{payoutId}`, sparse, declared by its key fields: `openPayoutIndex` builds them),
 * where the stale-payout sweep finds the ones that took too long.
 */
const text = { type: 'string' } as const;
const indexKey = { type: 'string', hidden: true } as const;

export const payoutEntity = defineEntity({
  model: { entity: 'payout', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    payout_id: { type: 'string', required: true },
    status: { type: ['processing', 'paid', 'failed', 'cancelled', 'reversed'] as const, required: true },
    stage: { type: ['gathering', 'transferring', 'done'] as const, required: true },
    trigger: { type: ['scheduled', 'requested', 'retry'] as const, required: true },
    amount_cents: { type: 'number', required: true },
    /** The payable balance when it was opened: what it is expected to pay while it gathers. */
    expected_cents: { type: 'number', required: true },
    entry_sks: { type: 'list', items: { type: 'string' }, required: true },
    /** Brand id → name, of the brands whose commissions it pays (free-form to ElectroDB: ids as keys). */
    brands: { type: 'any', required: true },
    created_at: { type: 'string', required: true },
    /** When it was opened (wall clock; created_at is the run's instant): the sweep's bound counts from it. */
    opened_at: { type: 'string', required: true },
    amount_reversed_cents: { type: 'number', required: true },
    paid_at: text,
    /** The Stripe transfer (ours; never shown to another user). */
    transfer_id: text,
    failure_reason: text,
    /** Why it failed as Stripe said it (its error code, else its error type, and message), or our own code. */
    failure_code: text,
    failure_message: text,
    /** The last transient error of its work (retried with the same key): what a give-up reports. */
    last_error: text,
    /** When it closed (done): a failed payout waits in the failed-payouts index from then (issue 36). */
    closed_at: text,
    /** Issue 36: the payout an operator opened to retry this failed one (set once: the retry's guard). */
    retried_by: text,
    /** Issue 36: when an operator last asked a stuck payout's work to run again (at most once a minute). */
    retry_requested_at: text,
    gsi1pk: indexKey,
    gsi1sk: indexKey,
  },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', 'PAYOUT#${payout_id}') },
    open: { index: 'byOwner', pk: tableKey('gsi1pk'), sk: tableKey('gsi1sk') },
  },
});

const NULLABLE = [
  'paid_at',
  'transfer_id',
  'failure_reason',
  'failure_code',
  'failure_message',
  'last_error',
  'closed_at',
  'retried_by',
  'retry_requested_at',
] as const;

type Stored = EntityItem<typeof payoutEntity>;

export type Payout = WithNulls<
  Omit<Stored, 'brands'> & { brands: Record<string, string> },
  (typeof NULLABLE)[number]
>;

/** A payout item as stored, with its keys and type. */
export type PayoutItem = Payout & { pk: string; sk: string; type: 'payout' };

export type PayoutOutcome = Pick<Payout, 'status'> &
  Partial<
    Pick<Payout, Exclude<(typeof NULLABLE)[number], 'closed_at' | 'retried_by' | 'retry_requested_at'>>
  >;

/** Nulls are not stored, and payouts stored before some fields existed have none: absent reads as empty or null. */
export const toPayout = (item: Stored): Payout => {
  const stored: Partial<Stored> = withoutNulls(item);
  const empty = { entry_sks: [], brands: {}, amount_reversed_cents: 0, expected_cents: 0 };
  return withNulls<Payout>(
    { ...empty, ...stored, opened_at: stored.opened_at ?? stored.created_at },
    NULLABLE,
  );
};

/** The open-payouts index attributes (byOwner, sparse): present while the payout is not done. */
export const openPayoutIndex = (payout: Pick<Payout, 'creator_id' | 'payout_id' | 'opened_at'>) => ({
  gsi1pk: indexKeys.openPayouts(stableShard(payout.creator_id, OPEN_PAYOUT_SHARDS)),
  gsi1sk: `${payout.opened_at}#${payout.creator_id}#${payout.payout_id}`,
});

/** A new payout (gathering, nothing in it yet) and the conditional Put that opens it (a transaction's operation). */
export const newPayout = (
  payout: Pick<Payout, 'payout_id' | 'creator_id' | 'trigger' | 'created_at' | 'expected_cents'>,
  openedAt = new Date().toISOString(),
) => {
  const stored = {
    ...payout,
    opened_at: openedAt,
    status: 'processing' as const,
    stage: 'gathering' as const,
    amount_cents: 0,
    entry_sks: [],
    brands: {},
    amount_reversed_cents: 0,
  };
  return {
    payout: toPayout(stored),
    create: () =>
      transactional(payoutEntity)
        .create({ ...stored, ...openPayoutIndex(stored) })
        .commit(),
  };
};

export const getPayout = async (creatorId: string, payoutId: string): Promise<Payout | undefined> => {
  const { data } = await payoutEntity
    .get({ creator_id: creatorId, payout_id: payoutId })
    .go({ consistent: true });
  return data ? toPayout(data) : undefined;
};

const conversions = createConversions(payoutEntity);

/**
 * Access pattern "a creator's payouts, newest first": one Query per page. A page continues after the
 * payout whose sort key the API's cursor carries (`PAYOUT#{id}`), as today's cursors do.
 */
export const listPayoutsOfCreator = async (
  creatorId: string,
  options: { limit: number; afterSk?: string },
): Promise<{ payouts: Payout[]; nextSk?: string }> => {
  const cursor = options.afterSk
    ? conversions.fromComposite.toCursor({
        creator_id: creatorId,
        payout_id: options.afterSk.slice('PAYOUT#'.length),
      })
    : null;
  const page = await payoutEntity.query
    .primary({ creator_id: creatorId })
    .go({ limit: options.limit, order: 'desc', cursor, pages: 1 });
  const nextSk = page.cursor ? conversions.fromCursor.toKeys(page.cursor)?.sk : undefined;
  return { payouts: page.data.map(toPayout), ...(nextSk ? { nextSk: String(nextSk) } : {}) };
};

/** Adds gathered entries to the payout (amount, list, brands) while it is still gathering: a transaction's operation. */
export const addToPayout = (
  payout: Pick<Payout, 'creator_id' | 'payout_id'>,
  added: { amountCents: number; entrySks: string[]; brands: Record<string, string> },
) =>
  transactional(payoutEntity)
    .update(payout)
    .add({ amount_cents: added.amountCents })
    .append({ entry_sks: added.entrySks })
    .data((attr, op) => {
      // One name per brand id, set inside the map: what other chunks added is kept.
      const names = attr.brands as unknown as Record<string, typeof attr.brands>;
      for (const [id, name] of Object.entries(added.brands)) op.set(names[id] as typeof attr.brands, name);
    })
    .where((attr, op) => op.eq(attr.stage, 'gathering'))
    .commit();

/** Issue 36: the failed-payouts index attributes (byOwner, sparse): present until an operator retries it. */
export const failedPayoutIndex = (payout: Pick<Payout, 'creator_id' | 'payout_id'>, closedAt: string) => ({
  gsi1pk: indexKeys.failedPayouts,
  gsi1sk: `${closedAt}#${payout.creator_id}#${payout.payout_id}`,
});

/**
 * The payout's last write (a transaction's operation): done, its outcome, out of the open-payouts index;
 * a failed one into the failed-payouts index instead, where the operator console finds it (issue 36).
 */
export const closePayout = (
  payout: Pick<Payout, 'creator_id' | 'payout_id'>,
  outcome: PayoutOutcome,
  closedAt = new Date().toISOString(),
) => {
  // Null fields are left unset: an open payout has none of them.
  const done = { ...withoutNulls(outcome), stage: 'done' as const, closed_at: closedAt };
  const update = transactional(payoutEntity).update(payout);
  return (
    outcome.status === 'failed'
      ? update.set({ ...done, ...failedPayoutIndex(payout, closedAt) })
      : update.set(done).remove(['gsi1pk', 'gsi1sk'])
  )
    .where((attr, op) => op.ne(attr.stage, 'done'))
    .commit();
};

/**
 * Issue 36: failed payouts not yet retried, newest first (one Query of the failed-payouts index), or
 * payouts still processing that were opened before `openedBefore` (one Query per open-payouts shard).
 */
export const listFailedPayouts = async (limit: number): Promise<Payout[]> =>
  (
    await payoutEntity.query.open({ gsi1pk: indexKeys.failedPayouts }).go({ order: 'desc', limit, pages: 1 })
  ).data.map(toPayout);

export const listStuckPayouts = async (openedBefore: string, limitPerShard: number): Promise<Payout[]> => {
  const pages = await Promise.all(
    Array.from({ length: OPEN_PAYOUT_SHARDS }, (_, shard) =>
      payoutEntity.query
        .open({ gsi1pk: indexKeys.openPayouts(shard) })
        .lt({ gsi1sk: openedBefore })
        .go({ limit: limitPerShard, pages: 1 }),
    ),
  );
  return pages
    .flatMap((page) => page.data.map(toPayout))
    .filter((payout) => payout.stage !== 'done')
    .sort((a, b) => a.opened_at.localeCompare(b.opened_at));
};

/**
 * Issue 36: a failed payout retried by `retryId` (a transaction's operation, beside the retry's opening):
 * once, and out of the failed-payouts index.
 */
export const markPayoutRetried = (payout: Pick<Payout, 'creator_id' | 'payout_id'>, retryId: string) =>
  transactional(payoutEntity)
    .update(payout)
    .set({ retried_by: retryId })
    .remove(['gsi1pk', 'gsi1sk'])
    .where((attr, op) => `${op.eq(attr.status, 'failed')} AND ${op.notExists(attr.retried_by)}`)
    .commit();

/**
 * Issue 36: a stuck payout's work asked to run again (a transaction's operation, beside its PayoutOpened
 * event): only while it is not done, and at most once a minute, so two clicks send one event.
 */
export const markPayoutRetryRequested = (payout: Pick<Payout, 'creator_id' | 'payout_id'>, now: Date) =>
  transactional(payoutEntity)
    .update(payout)
    .set({ retry_requested_at: now.toISOString() })
    .where(
      (attr, op) =>
        `${op.ne(attr.stage, 'done')} AND (${op.notExists(attr.retry_requested_at)} OR ${op.lt(attr.retry_requested_at, new Date(now.getTime() - 60_000).toISOString())})`,
    )
    .commit();
