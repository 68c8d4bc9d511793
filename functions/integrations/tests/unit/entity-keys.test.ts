/**
 * The integrations entities reproduce the table's keys exactly (keys.ts): items written before
 * ElectroDB are found, and new ones are where the old code would have put them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../shared/data/keys';
import { stripeEventReceiptEntity, webhookReceiptEntity } from '../../entities/receipts';
import { storeClaimEntity } from '../../entities/store-claim';
import { webhookTestWindowEntity } from '../../entities/webhook-test-window';

beforeAll(() => {
  process.env.TABLE_NAME ??= 'keys-test';
});

const keyOf = (params: { Key?: unknown; Item?: Record<string, unknown> }) =>
  params.Key ?? { pk: params.Item?.pk, sk: params.Item?.sk };

describe('integrations entity keys', () => {
  it("a brand's webhook test-event window (issue 31)", () => {
    const start = '2026-11-29T01:00:00.000Z';
    expect(
      webhookTestWindowEntity.update({ brand_id: 'b1', window_start: start }).add({ count: 1 }).params().Key,
    ).toEqual(keys.webhookTestWindow('b1', start));
  });

  it('store claim', () => {
    expect(storeClaimEntity.get({ domain: 'shop.example.com' }).params().Key).toEqual(
      keys.storeClaim('shop.example.com'),
    );
    const put = storeClaimEntity
      .put({ domain: 'shop.example.com', brand_id: 'b1', claimed_at: 'now' })
      .params();
    expect(keyOf(put)).toEqual(keys.storeClaim('shop.example.com'));
  });

  it('receipts', () => {
    const common = { received_at: 'now', expiresAt: 1 };
    const webhook = webhookReceiptEntity
      .create({ webhook_id: 'w-1', topic: 't', shop_domain: 's', api_version: 'v', ...common })
      .params();
    expect(keyOf(webhook)).toEqual(keys.webhookReceipt('w-1'));
    expect(webhook.Item.type).toBe('webhook-receipt');
    const stripe = stripeEventReceiptEntity
      .create({ stripe_event_id: 'evt_1', event_type: 'x', livemode: false, stripe_created: 1, ...common })
      .params();
    expect(keyOf(stripe)).toEqual(keys.stripeEventReceipt('evt_1'));
    expect(stripe.Item.type).toBe('stripe-event-receipt');
  });
});
