import { applied } from '../../shared/data/client';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import { DAY_MS } from '../../shared/time/days';

const text = { type: 'string', required: true } as const;

/**
 * How long a refund or cancellation waits for its order. Shopify retries a webhook for 48 hours, so an
 * order that has not arrived in this time never will (or was never one the ledger records: an order
 * naming no creator). DynamoDB's TTL then removes the item; an applied one is kept as long, as the trace
 * of a reversal that came first.
 */
const KEPT_FOR_MS = 90 * DAY_MS;

/**
 * Issue 31: a refund or a cancellation that arrived before its order (Shopify does not order its
 * webhooks), SHOPORDER#{shop} / EARLYREV#{orderId}#{refundId|CANCEL}, beside the order's pointer. Written
 * once (conditional Put: a redelivered refund writes nothing new); applied by the order's recording
 * (apply-early-reversals.ts), which sets `applied_at`.
 */
export const earlyReversalEntity = defineEntity({
  model: { entity: 'early-reversal', version: '1', service: SERVICE },
  attributes: {
    shop_domain: text,
    order_id: text,
    /** The refund's id, or CANCEL. */
    reversal_id: text,
    /** Units per line id (`[lineId, units][]`), or `all` for a cancellation: ReversalRequest's units. */
    units: { type: 'any', required: true },
    /** When Shopify says the refund or cancellation happened (the reversal's time). */
    at: text,
    received_at: text,
    applied_at: { type: 'string' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    primary: {
      pk: tableKey('pk', 'SHOPORDER#${shop_domain}'),
      sk: tableKey('sk', 'EARLYREV#${order_id}#${reversal_id}'),
    },
  },
});

export interface EarlyReversal {
  shopDomain: string;
  orderId: string;
  reversalId: string;
  units: Map<string, number> | 'all';
  at: string;
  appliedAt: string | null;
}

/** Keeps a reversal for its order; false when it is already kept (a redelivery writes nothing new). */
export const keepEarlyReversal = (reversal: Omit<EarlyReversal, 'appliedAt'>, now: Date): Promise<boolean> =>
  applied(
    earlyReversalEntity
      .create({
        shop_domain: reversal.shopDomain,
        order_id: reversal.orderId,
        reversal_id: reversal.reversalId,
        units: reversal.units === 'all' ? 'all' : [...reversal.units],
        at: reversal.at,
        received_at: now.toISOString(),
        expiresAt: Math.floor((now.getTime() + KEPT_FOR_MS) / 1000),
      })
      .go(),
  );

/**
 * The reversals kept for one order (one Query, strongly consistent: the order's recording must see one
 * kept just before it), in the order they happened: refunds by time, a cancellation after a refund of the
 * same time (it reverses whatever is left, as it would have on arrival).
 */
export const listEarlyReversals = async (shopDomain: string, orderId: string): Promise<EarlyReversal[]> => {
  const { data } = await earlyReversalEntity.query
    // begins_with `EARLYREV#{orderId}#`, its `#` included: order 1001's items, not order 10012's.
    .primary({ shop_domain: shopDomain, order_id: orderId })
    .go({ pages: 'all', consistent: true });
  return data
    .map((item) => ({
      shopDomain,
      orderId: item.order_id,
      reversalId: item.reversal_id,
      units: item.units === 'all' ? ('all' as const) : new Map(item.units as [string, number][]),
      at: item.at,
      appliedAt: item.applied_at ?? null,
    }))
    .sort(
      (a, b) =>
        a.at.localeCompare(b.at) || Number(a.reversalId === 'CANCEL') - Number(b.reversalId === 'CANCEL'),
    );
};

/** Marks a kept reversal applied (once; a second mark changes nothing). */
export const markEarlyReversalApplied = (reversal: EarlyReversal, now: Date): Promise<boolean> =>
  applied(
    earlyReversalEntity
      .patch({
        shop_domain: reversal.shopDomain,
        order_id: reversal.orderId,
        reversal_id: reversal.reversalId,
      })
      .set({ applied_at: now.toISOString() })
      .where((attr, op) => op.notExists(attr.applied_at))
      .go(),
  );
