/**
 * Issue 36, self-purchase by shipping address, end to end: a creator has a sample shipped to their
 * address (the redemption remembers it, identity keeps it); an order through their link shipped to that
 * street and ZIP is held as a self-purchase, naming the field; one to another street in the same ZIP
 * counts. (Here in credits: the address is given by redeeming a sample, which only credits can do.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, useCloudEnvironment } from '../../../../tests/support/cloud';
import { json, type StoreBrand } from '../../../../tests/support/partnership';
import {
  deliver,
  newOrderId,
  orderPayload,
  partnerOn,
  type StoreProduct,
  salesOf,
  sellingBrand,
} from '../../../../tests/support/sales';
import { shippingAddress } from '../../../../tests/support/shipping-address';

let brand: StoreBrand;
let live: StoreProduct;

beforeAll(async () => {
  useCloudEnvironment();
  ({ brand, live } = await sellingBrand(1, 10));
  const settings = await api(`/brand/products/${live.id}/settings`, {
    ...json('PATCH', { sample_available: true, sample_credits: 50 }),
    token: brand.token,
  });
  expect(settings.status).toBe(200);
}, 90_000);

const order = async (code: string, address1: string) => {
  const id = newOrderId();
  await deliver(
    'orders/paid',
    brand.shop,
    orderPayload({
      id,
      ref: code,
      lines: [{ product: live, quantity: 1 }],
      shippingAddress: { address1, zip: shippingAddress.postal_code, country_code: 'US' },
    }),
  );
  return eventually(async () =>
    (await salesOf(brand.token)).sales.find((s: { order_id: string }) => s.order_id === String(id)),
  );
};

describe('self-purchase by shipping address', () => {
  it("an order shipped to the creator's own address is held; another street in the same ZIP is not", async () => {
    const ava = await partnerOn(brand, live.id);
    const { awardMilestoneOnce } = await import('../../award-milestone');
    await awardMilestoneOnce({ creatorId: ava.creator.id, milestone: 'ten_sales', at: new Date() });
    const redeemed = await api('/creator/credits/redemptions', {
      ...json('POST', { brand_id: brand.brandId, product_id: live.id, shipping_address: shippingAddress }),
      token: ava.token,
    });
    expect(redeemed.status).toBe(201);

    // Case and punctuation aside, the same street and ZIP.
    const held = await order(ava.code, `${shippingAddress.line1.toUpperCase()}.`);
    expect(held.status).toBe('held');
    expect(held.signals).toEqual([
      {
        name: 'self_purchase',
        reason: held.status_reason,
        evidence: { matching_fields: ['shipping_address'], orders: [held.order_name] },
      },
    ]);
    expect(held.status_reason).toMatch(
      /^Self-purchase: the shopper's shipping address is the creator's own\./,
    );

    const neighbour = await order(ava.code, '3 Main Street');
    expect(neighbour).toMatchObject({ status: 'attributed', signals: [] });
  }, 120_000);
});
