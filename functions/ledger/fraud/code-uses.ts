/**
 * Issue 36, the leaked-code signal: how many different shoppers used a creator's discount code without
 * the creator's link (orders the code attributed: a link on the order would have won), per UTC day.
 * CODEUSE#{brandId}#{code} holds, per day, a counter (DAY#{day}) and one marker per shopper
 * (SHOPPER#{day}#{hash}); the marker's conditional Put and the counter's ADD are one transaction, so a
 * shopper counts once a day and a redelivered order never counts again. TTL: a month and a half, the
 * longest a signal looks back.
 */
import { createHash } from 'node:crypto';
import { defineEntity, defineService, SERVICE, tableKey, writeTransaction } from '../../shared/data/entity';
import { DAY_MS } from '../../shared/time/days';

/** How far back the spike's daily average looks (days before the order's day). */
export const SPIKE_BASELINE_DAYS = 28;
const KEPT_FOR_MS = (SPIKE_BASELINE_DAYS + 14) * DAY_MS;

const id = { type: 'string', required: true } as const;

export const codeUseDay = defineEntity({
  model: { entity: 'code-use-day', version: '1', service: SERVICE },
  attributes: {
    brand_id: id,
    code: id,
    day: id,
    customers: { type: 'number' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'CODEUSE#${brand_id}#${code}'), sk: tableKey('sk', 'DAY#${day}') },
  },
});

export const codeUseShopper = defineEntity({
  model: { entity: 'code-use-shopper', version: '1', service: SERVICE },
  attributes: {
    brand_id: id,
    code: id,
    day: id,
    shopper: id,
    /** The first order of the shopper that day with the code (Shopify's name): the evidence's orders. */
    order_name: { type: 'string' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    primary: {
      pk: tableKey('pk', 'CODEUSE#${brand_id}#${code}'),
      sk: tableKey('sk', 'SHOPPER#${day}#${shopper}'),
    },
  },
});

const codeUses = defineService({ day: codeUseDay, shopper: codeUseShopper });

/** A shopper as the count knows them: a hash of their e-mail (never the address), else of the order. */
const shopperOf = (email: string | null, orderId: string): string =>
  createHash('sha256')
    .update(email ? `email:${email.trim().toLowerCase()}` : `order:${orderId}`)
    .digest('hex')
    .slice(0, 24);

/**
 * Counts the order's shopper on the code's day, once: false when they were counted already (another
 * order of theirs that day, or this order delivered again).
 */
export const recordCodeUse = async (input: {
  brandId: string;
  code: string;
  day: string;
  email: string | null;
  orderId: string;
  orderName: string;
}): Promise<boolean> => {
  const { brandId, code, day } = input;
  const expiresAt = Math.floor((Date.parse(`${day}T00:00:00.000Z`) + KEPT_FOR_MS) / 1000);
  const outcome = await writeTransaction(codeUses, (entities) => ({
    shopper: entities.shopper
      .create({
        brand_id: brandId,
        code,
        day,
        shopper: shopperOf(input.email, input.orderId),
        order_name: input.orderName,
        expiresAt,
      })
      .commit(),
    day: entities.day
      .update({ brand_id: brandId, code, day })
      .add({ customers: 1 })
      .set({ expiresAt })
      .commit(),
  }));
  if (outcome.ok) return true;
  if (outcome.refused.includes('shopper')) return false;
  throw new Error(`code use of ${code} on ${day}: the transaction kept conflicting`);
};

/**
 * The code's distinct shoppers per day from `from` to `to` (inclusive, YYYY-MM-DD): one Query of the
 * day counters (the shoppers' markers sort after them and are not read).
 */
export const codeUsesByDay = async (
  brandId: string,
  code: string,
  from: string,
  to: string,
): Promise<Record<string, number>> => {
  const { data } = await codeUseDay.query
    .primary({ brand_id: brandId, code })
    .between({ day: from }, { day: to })
    .go({ pages: 'all', attributes: ['day', 'customers'] });
  return Object.fromEntries(data.map((item) => [item.day, Number(item.customers ?? 0)]));
};

/** A few orders of the code's shoppers on the days from `from` to `to` (the evidence), oldest first. */
export const codeUseOrders = async (
  brandId: string,
  code: string,
  from: string,
  to: string,
  limit: number,
): Promise<string[]> => {
  // The upper bound is the day after: SHOPPER#{to}#{hash} sorts after SHOPPER#{to}, before the next day's.
  const after = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
  const { data } = await codeUseShopper.query
    .primary({ brand_id: brandId, code })
    .between({ day: from }, { day: after })
    .go({ pages: 1, limit, attributes: ['order_name'] });
  return data.flatMap((item) => (item.order_name ? [item.order_name] : []));
};
