import { createHash } from 'node:crypto';
import { createConversions } from 'electrodb';
import type { PayoutStatus } from '../../../contracts/payouts';
import { isConditionFailure } from '../../shared/data/client';
import { defineEntity, SERVICE } from '../../shared/data/entity';
import { indexKeys, OPEN_PAYOUT_SHARDS } from '../../shared/data/keys';
import { stableShard } from '../../shared/data/shards';
import { transactional } from './transactional';

/**
 * A payout (docs/architecture.md, the money model): one Stripe transfer of a creator's payable
 * balance, under the creator (CREATOR#{id} / PAYOUT#{payoutId}). Opened by the payout run (id from the
 * run's time and the creator: one per run and creator, a conditional Put) or by Request Payout; while it
 * is open the creator's stats item holds `payout_in_flight` (one payout at a time). Stages: gathering
 * (payable entries move into it, each with its amount, in transactions) → transferring (amount fixed;
 * the transfer's idempotency key is the payout id, so a retry never pays twice) → done (paid, failed,
 * cancelled; reversed later if Stripe reverses the transfer). The entries it pays are listed on it, so
 * finishing it never depends on an eventually consistent index. While it is not done it is in the
 * open-payouts index (byOwner PAYOUT#OPEN#{shard} / `{opened_at}#{creatorId}#{payoutId}`, sparse, declared
 * by its key fields: `openPayoutIndex` builds them), where the stale-payout sweep finds the ones that
 * took too long.
 */
export type PayoutStage = 'gathering' | 'transferring' | 'done';
export type PayoutTrigger = 'scheduled' | 'requested';

export interface Payout {
  payout_id: string;
  creator_id: string;
  status: PayoutStatus;
  stage: PayoutStage;
  trigger: PayoutTrigger;
  amount_cents: number;
  /** The payable balance when it was opened: what it is expected to pay while it gathers. */
  expected_cents: number;
  entry_sks: string[];
  /** Brand id → name, of the brands whose commissions it pays. */
  brands: Record<string, string>;
  created_at: string;
  paid_at: string | null;
  failure_reason: string | null;
  /**
   * Why it failed, as Stripe said it (a refused transfer: Stripe's error code, or its error type when it
   * gives no code, and its message), or our own code (e.g. `not_confirmed`); null otherwise.
   */
  failure_code: string | null;
  failure_message: string | null;
  /** The last transient error of its transfer (retried with the same key): what a give-up reports. */
  last_error: string | null;
  /** When it was opened (wall clock; created_at is the run's instant): the sweep's bound counts from it. */
  opened_at: string;
  /** The Stripe transfer (ours; never shown to another user). */
  transfer_id: string | null;
  amount_reversed_cents: number;
}

/** A payout item as stored (infra/local's one-off upgrades read them raw). */
export interface PayoutItem extends Payout {
  pk: string;
  sk: string;
  type: 'payout';
  gsi1pk?: string;
  gsi1sk?: string;
}

const indexKey = { type: 'string' } as const;

export const payoutEntity = defineEntity({
  model: { entity: 'payout', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    payout_id: { type: 'string', required: true },
    status: { type: ['processing', 'paid', 'failed', 'cancelled', 'reversed'] as const },
    stage: { type: ['gathering', 'transferring', 'done'] as const },
    trigger: { type: ['scheduled', 'requested'] as const },
    amount_cents: { type: 'number' },
    expected_cents: { type: 'number' },
    entry_sks: { type: 'list', items: { type: 'string' } },
    /** Brand id → name: a map whose keys are ids, so it is free-form to ElectroDB. */
    brands: { type: 'any' },
    created_at: { type: 'string' },
    paid_at: { type: 'string' },
    failure_reason: { type: 'string' },
    failure_code: { type: 'string' },
    failure_message: { type: 'string' },
    last_error: { type: 'string' },
    opened_at: { type: 'string' },
    transfer_id: { type: 'string' },
    amount_reversed_cents: { type: 'number' },
    gsi1pk: indexKey,
    gsi1sk: indexKey,
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['creator_id'], template: 'CREATOR#${creator_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['payout_id'], template: 'PAYOUT#${payout_id}', casing: 'none' },
    },
    open: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['gsi1pk'], casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['gsi1sk'], casing: 'none' },
    },
  },
});

export const toPayout = (item: Record<string, unknown>): Payout => {
  const { pk: _pk, sk: _sk, type: _type, gsi1pk: _a, gsi1sk: _b, ...payout } = item as unknown as PayoutItem;
  return {
    ...payout,
    entry_sks: payout.entry_sks ?? [],
    brands: payout.brands ?? {},
    amount_reversed_cents: Number(payout.amount_reversed_cents ?? 0),
    expected_cents: Number(payout.expected_cents ?? 0),
    // Nulls are not stored (and payouts stored before some fields existed have none): absent is null.
    paid_at: payout.paid_at ?? null,
    failure_reason: payout.failure_reason ?? null,
    failure_code: payout.failure_code ?? null,
    failure_message: payout.failure_message ?? null,
    last_error: payout.last_error ?? null,
    transfer_id: payout.transfer_id ?? null,
    opened_at: payout.opened_at ?? payout.created_at,
  };
};

const compactTime = (iso: string) => iso.replace(/[-:TZ.]/g, '').slice(0, 14);

/**
 * Payout ids sort by time and say how they were made: `PO-{yyyymmddhhmmss}-RUN-{creator}` for the run at
 * that instant (the same run twice gives the same id for the same creator, and every creator of a run
 * its own: the transfer's idempotency key is the payout id, which Stripe holds platform-wide),
 * `PO-{yyyymmddhhmmss}-REQ{random}` for a request. `{creator}` is 20 hex digits of the SHA-256 of the
 * creator id (80 bits: two creators of one run never share it in practice), upper-cased to fit the id
 * alphabet. Ids stored before (`PO-{time}-RUN`) stay valid: they are read, never re-derived.
 */
export const scheduledPayoutId = (runAt: string, creatorId: string): string =>
  `PO-${compactTime(runAt)}-RUN-${createHash('sha256').update(creatorId).digest('hex').slice(0, 20).toUpperCase()}`;
export const requestedPayoutId = (at: string, random: string): string =>
  `PO-${compactTime(at)}-REQ${random.toUpperCase()}`;

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

const key = (creatorId: string, payoutId: string) => ({ creator_id: creatorId, payout_id: payoutId });
const SK_PREFIX = 'PAYOUT#';
const conversions = createConversions(payoutEntity);

export const getPayout = async (creatorId: string, payoutId: string): Promise<Payout | undefined> => {
  const { data } = await payoutEntity.get(key(creatorId, payoutId)).go({ consistent: true });
  return data ? toPayout(data) : undefined;
};

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
        payout_id: options.afterSk.slice(SK_PREFIX.length),
      })
    : null;
  const page = await payoutEntity.query
    .primary({ creator_id: creatorId })
    .go({ limit: options.limit, order: 'desc', cursor, pages: 1 });
  const nextSk = page.cursor ? conversions.fromCursor.toKeys(page.cursor)?.sk : undefined;
  return { payouts: page.data.map(toPayout), ...(nextSk ? { nextSk: String(nextSk) } : {}) };
};

/**
 * Access pattern "payouts still processing that were opened before `before`" (the stale-payout sweep):
 * one Query per shard and page of the sparse open-payouts index (eventually consistent: the sweep re-reads
 * each payout before acting on it).
 */
export const listOpenPayoutsBefore = async (
  shard: number,
  before: string,
  cursor?: string | null,
): Promise<{ open: { creatorId: string; payoutId: string }[]; next: string | null }> => {
  const page = await payoutEntity.query
    .open({ gsi1pk: indexKeys.openPayouts(shard) })
    .lt({ gsi1sk: before })
    .go({ cursor: cursor ?? null, attributes: ['creator_id', 'payout_id'] });
  return {
    open: page.data.map((item) => ({ creatorId: item.creator_id, payoutId: item.payout_id })),
    next: page.cursor,
  };
};

/** Adds gathered entries to the payout (amount, list, brands) while it is still gathering: a transaction's operation. */
export const addToPayout = (
  payout: Pick<Payout, 'creator_id' | 'payout_id'>,
  added: { amountCents: number; entrySks: string[]; brands: Record<string, string> },
) =>
  transactional(payoutEntity)
    .update(key(payout.creator_id, payout.payout_id))
    .add({ amount_cents: added.amountCents })
    .append({ entry_sks: added.entrySks })
    .data((attr, op) => {
      // One name per brand id, set inside the map: what other chunks added is kept.
      const names = attr.brands as unknown as Record<string, typeof attr.brands>;
      for (const [id, name] of Object.entries(added.brands)) op.set(names[id] as typeof attr.brands, name);
    })
    .where((attr, op) => op.eq(attr.stage, 'gathering'))
    .commit();

/** gathering → transferring (amount fixed); false when another invocation moved it first. */
export const startPayoutTransfer = async (payout: Pick<Payout, 'creator_id' | 'payout_id'>) =>
  payoutEntity
    .update(key(payout.creator_id, payout.payout_id))
    .set({ stage: 'transferring' })
    .where((attr, op) => op.eq(attr.stage, 'gathering'))
    .go()
    .then(
      () => true,
      (error) => {
        if (isConditionFailure(error)) return false;
        throw error;
      },
    );

export type PayoutOutcome =
  | { status: 'paid'; paid_at: string; transfer_id: string }
  | {
      status: 'failed' | 'cancelled';
      failure_reason: string;
      failure_code: string | null;
      failure_message: string | null;
    };

/** The payout's last write (a transaction's operation): done, its outcome, out of the open-payouts index. */
export const closePayout = (payout: Pick<Payout, 'creator_id' | 'payout_id'>, outcome: PayoutOutcome) => {
  // Null fields are left unset: an open payout has none of them.
  const set = Object.fromEntries(Object.entries(outcome).filter(([, value]) => value !== null));
  return transactional(payoutEntity)
    .update(key(payout.creator_id, payout.payout_id))
    .set({ ...set, stage: 'done' })
    .remove(['gsi1pk', 'gsi1sk'])
    .where((attr, op) => op.ne(attr.stage, 'done'))
    .commit();
};

/**
 * Remembers why the payout's work failed this time (a transient Stripe error, or a throw such as bad
 * data while gathering), while it is open; false when it is done or missing.
 */
export const notePayoutError = async (payout: Pick<Payout, 'creator_id' | 'payout_id'>, error: string) =>
  payoutEntity
    .patch(key(payout.creator_id, payout.payout_id))
    .set({ last_error: error })
    .where((attr, op) => op.ne(attr.stage, 'done'))
    .go()
    .then(
      () => true,
      (failure) => {
        if (isConditionFailure(failure)) return false;
        throw failure;
      },
    );

/**
 * Records the transfer's reversed total on a paid payout, once per total (conditional on the total it
 * had): a full reversal also turns it `reversed`, with the reason the creator reads.
 */
export const recordPayoutReversal = async (
  payout: Pick<Payout, 'creator_id' | 'payout_id' | 'amount_reversed_cents'>,
  amountReversed: number,
  full: boolean,
): Promise<boolean> =>
  payoutEntity
    .update(key(payout.creator_id, payout.payout_id))
    .set({
      amount_reversed_cents: amountReversed,
      ...(full
        ? {
            status: 'reversed' as const,
            failure_reason:
              'The transfer was reversed; its amount is back in your balance for the next payout.',
          }
        : {}),
    })
    .where(
      (attr, op) =>
        `${op.eq(attr.amount_reversed_cents, payout.amount_reversed_cents)} AND ${op.eq(attr.status, 'paid')}`,
    )
    .go()
    .then(
      () => true,
      (error) => {
        if (isConditionFailure(error)) return false;
        throw error;
      },
    );
