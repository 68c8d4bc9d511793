/**
 * Issue 36: the operators' review queue over the wire. A sale held by a click burst is listed across
 * brands (its brand, creator, reason, evidence and when it was held); brands and creators are refused;
 * an operator voids it with a reason: it leaves the queue, the brand's Sales and the creator's line say
 * the marketplace voided it and why, and the decision is in the brand's audit log (actor: the operator)
 * and in the operators' own (OPS#AUDIT). A void without a reason is refused with the field named.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultFraudSettings } from '../../../../contracts/fraud';
import { clickBurst } from '../../../../tests/support/click-bursts';
import { api, eventually, useCloudEnvironment } from '../../../../tests/support/cloud';
import { signedUpOperator } from '../../../../tests/support/operators';
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
import { listOpsAuditEntries } from '../../../shared/audit/ops-audit-entry';

let brand: StoreBrand;
let product: StoreProduct;
let operator: { token: string };

beforeAll(async () => {
  useCloudEnvironment();
  [{ brand, live: product }, operator] = await Promise.all([sellingBrand(1), signedUpOperator()]);
}, 120_000);

interface Item {
  brand_id: string;
  brand_name: string;
  held_at: string;
  sale: {
    sale_id: string;
    order_id: string;
    order_name: string;
    creator_username: string;
    status_reason: string;
    signals: { name: string; evidence: { clicks?: { count: number; source?: string } } }[];
  };
}

/** The whole queue (it is shared by every test file's brands): every page. */
const queue = async (): Promise<Item[]> => {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const page = await api(`/ops/review?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
      token: operator.token,
    });
    expect(page.status).toBe(200);
    items.push(...page.body.items);
    cursor = page.body.next_cursor;
  } while (cursor);
  return items;
};

describe('the review queue', () => {
  it('lists a held sale across brands; an operator voids it with a reason, audited twice', async () => {
    const creator = await partnerOn(brand, product.id);
    await clickBurst(creator.code, defaultFraudSettings.click_burst.threshold);
    const orderId = newOrderId();
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({ id: orderId, ref: creator.code, lines: [{ product, quantity: 1 }] }),
    );
    const item = await eventually(async () =>
      (await queue()).find((i) => i.sale.order_id === String(orderId)),
    );
    expect(item).toMatchObject({ brand_id: brand.brandId, brand_name: expect.any(String) });
    expect(Date.parse(item.held_at)).toBeGreaterThan(Date.now() - 600_000);
    expect(item.sale.creator_username).toBeTruthy();
    expect(item.sale.status_reason).toMatch(/^Click burst: /);
    expect(item.sale.signals[0]).toMatchObject({
      name: 'click_burst',
      evidence: { clicks: { source: 'ip' } },
    });

    // Brands and creators never reach it.
    expect((await api('/ops/review', { token: brand.token })).status).toBe(403);
    expect((await api('/ops/review', { token: creator.token })).status).toBe(403);

    const path = `/ops/review/${brand.brandId}/${item.sale.sale_id}/void`;
    const bare = await api(path, { ...json('POST', { reason: '   ' }), token: operator.token });
    expect(bare.status).toBe(400);
    expect(bare.body.error.fields.reason).toBe('Say why: the creator reads it on their earnings.');
    const voided = await api(path, {
      ...json('POST', { reason: 'Scripted clicks from a data centre.' }),
      token: operator.token,
    });
    expect(voided.status).toBe(200);
    expect(voided.body.item.sale).toMatchObject({
      status: 'void',
      status_reason: 'Voided by the marketplace (click burst): Scripted clicks from a data centre.',
    });
    // Decided: out of the queue, and a second decision is refused.
    await eventually(async () =>
      (await queue()).some((i) => i.sale.order_id === String(orderId)) ? undefined : true,
    );
    expect((await api(path, { ...json('POST', { reason: 'Again' }), token: operator.token })).status).toBe(
      409,
    );

    // The brand sees it, and who did it; the creator reads why.
    const sale = (await salesOf(brand.token)).sales.find(
      (s: { order_id: string }) => s.order_id === String(orderId),
    );
    expect(sale.status).toBe('void');
    const line = (await earningsOf(creator.token)).entries.find(
      (e: { order_name: string }) => e.order_name === item.sale.order_name,
    );
    expect(line.line_status.label).toBe(
      'void: voided by the marketplace: Scripted clicks from a data centre.',
    );
    const log = await api('/brand/audit-log?kind=sale.voided&limit=10', { token: brand.token });
    const entry = log.body.entries.find((e: { subject: { id: string } }) => e.subject.id === String(orderId));
    expect(entry.actor).toMatchObject({ type: 'operator', role: null });
    expect(entry.after).toMatchObject({ status: 'void', reason: 'Scripted clicks from a data centre.' });
    const opsEntry = (await listOpsAuditEntries(100)).find(
      (e) => e.kind === 'sale.voided' && e.subject_id === `${brand.brandId}/${item.sale.sale_id}`,
    );
    expect(opsEntry).toMatchObject({
      actor_type: 'operator',
      after: { decision: 'void', reason: 'Scripted clicks from a data centre.' },
    });
  }, 120_000);
});
