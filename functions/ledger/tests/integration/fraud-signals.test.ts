/**
 * Issue 36: fraud signals over the wire. Clicks through /r/{code} (the redirect, the stream aggregator)
 * and signed Shopify deliveries (outbox → bus → the ledger consumer): a burst of clicks from one IP then
 * an order holds it with the signal's reason and evidence, one click fewer than the threshold does not;
 * the creator's ledger line says why; the brand voids it and the reason names the signal. A shopper with
 * the creator's full name holds the order as a self-purchase; another name does not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultFraudSettings } from '../../../../contracts/fraud';
import { clickBurst } from '../../../../tests/support/click-bursts';
import { api, eventually, useCloudEnvironment } from '../../../../tests/support/cloud';
import { json, type StoreBrand } from '../../../../tests/support/partnership';
import {
  deliver,
  earningsOf,
  newOrderId,
  orderPayload,
  partnerOn,
  type StoreProduct,
  salesOf,
  sellingBrand,
} from '../../../../tests/support/sales';

let brand: StoreBrand;
let live: StoreProduct;
const THRESHOLD = defaultFraudSettings.click_burst.threshold;

beforeAll(async () => {
  useCloudEnvironment();
  ({ brand, live } = await sellingBrand(1, 10));
}, 90_000);

const saleOf = async (orderId: number) =>
  eventually(async () =>
    (await salesOf(brand.token)).sales.find((s: { order_id: string }) => s.order_id === String(orderId)),
  );

const clicks = clickBurst;

const order = async (code: string, extra: Partial<Parameters<typeof orderPayload>[0]> = {}) => {
  const id = newOrderId();
  await deliver(
    'orders/paid',
    brand.shop,
    orderPayload({ id, ref: code, lines: [{ product: live, quantity: 1 }], ...extra }),
  );
  return saleOf(id);
};

describe('click burst', () => {
  it('a burst from one IP, then an order: held with the reason and evidence; the brand voids it', async () => {
    const ava = await partnerOn(brand, live.id);
    const burst = await clicks(ava.code, THRESHOLD);
    const sale = await order(ava.code);
    expect(sale.status).toBe('held');
    expect(sale.status_reason).toMatch(
      new RegExp(
        `^Click burst: ${THRESHOLD} clicks on the creator's link ${ava.code} came from one IP address`,
      ),
    );
    expect(sale.signals).toHaveLength(1);
    expect(sale.signals[0]).toMatchObject({
      name: 'click_burst',
      evidence: {
        clicks: { link_code: ava.code, count: THRESHOLD, source: 'ip', source_hash: burst.sourceHash },
        orders: [sale.order_name],
      },
    });
    expect(sale.conversion_note).toBe('Not counted as a conversion until you release it (click burst).');

    const line = (await earningsOf(ava.token)).entries.find(
      (entry: { order_name: string }) => entry.order_name === sale.order_name,
    );
    expect(line).toMatchObject({ status: 'held', hold_reason: sale.status_reason });
    expect(line.line_status.label).toMatch(/^held: click burst — waiting for /);

    // A void says why (the creator reads it): refused without a reason, or with too long a one.
    const path = `/brand/sales/${sale.sale_id}/void`;
    const bare = await api(path, { ...json('POST', {}), token: brand.token });
    expect(bare.status).toBe(400);
    expect(bare.body.error.fields).toHaveProperty('reason');
    const long = await api(path, { ...json('POST', { reason: 'x'.repeat(501) }), token: brand.token });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.reason).toMatch(/500/);
    const voided = await api(path, { ...json('POST', { reason: '  Bought traffic  ' }), token: brand.token });
    expect(voided.status).toBe(200);
    expect(voided.body.sale.status).toBe('void');
    expect(voided.body.sale.status_reason).toMatch(/^Voided by .+ \(click burst\): Bought traffic$/);
    const after = (await earningsOf(ava.token)).entries.find(
      (entry: { order_name: string }) => entry.order_name === sale.order_name,
    );
    // The creator still sees why it was held, and who voided it and why.
    expect(after).toMatchObject({ status: 'void', hold_reason: sale.status_reason });
    expect(after.review_decision).toMatch(/^Voided by .+: Bought traffic$/);
    expect(after.line_status.label).toMatch(/^void: voided by .+: Bought traffic$/);
  }, 180_000);

  it('one click fewer than the threshold: the order counts', async () => {
    const bob = await partnerOn(brand, live.id);
    await clicks(bob.code, THRESHOLD - 1);
    const sale = await order(bob.code);
    expect(sale).toMatchObject({ status: 'attributed', signals: [] });
  }, 180_000);
});

describe('self-purchase', () => {
  it("a shopper with the creator's full name is held; another surname is not", async () => {
    const cara = await partnerOn(brand, live.id);
    const me = (await api('/me', { token: cara.token })).body;
    const held = await order(cara.code, {
      customer: { first_name: me.first_name, last_name: me.last_name.toUpperCase() },
    });
    expect(held.status).toBe('held');
    expect(held.signals[0]).toMatchObject({ name: 'self_purchase', evidence: { matching_fields: ['name'] } });
    expect(held.status_reason).toMatch(/^Self-purchase: the shopper's full name is the creator's own\./);
    const other = await order(cara.code, { customer: { first_name: me.first_name, last_name: 'Babbage' } });
    expect(other.status).toBe('attributed');
  }, 120_000);
});
