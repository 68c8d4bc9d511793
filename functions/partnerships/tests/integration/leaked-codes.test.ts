/**
 * Issue 36, leaked codes, over the wire: the local cloud and the demo Shopify store, the product's own
 * Shopify client. A brand rotates a creator's code with a 24-hour grace period: both codes work at the
 * store's checkout meanwhile, and an order with the new one is the creator's sale. When the retirement
 * schedule runs past the grace period (twice: idempotent) the old code is refused at checkout, the new one
 * still works, and the creator was told once. A second rotation while one is pending is 409. Limiting a
 * code to one use per customer: the same customer's second use is refused, another customer's accepted.
 * Only the program's roles may do either; bad input is 400 and writes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BRAND_HEADER } from '../../../../contracts/brand-roles';
import { catalogueOf } from '../../../../stand-ins/shopify/catalogue';
import { ONCE_PER_CUSTOMER_USED } from '../../../../stand-ins/shopify/checkout';
import { api, eventually, signedUpUser } from '../../../../tests/support/cloud';
import { postJson, storeUrl } from '../../../../tests/support/demo-store';
import { json, type StoreBrand } from '../../../../tests/support/partnership';
import { DAY_MS, forBrands, runSchedule } from '../../../../tests/support/payouts';
import {
  approvedDiscountCode,
  partnerOn,
  type StoreProduct,
  salesOf,
  sellingBrand,
} from '../../../../tests/support/sales';
import { joinTeam } from '../../../../tests/support/team';

let brand: StoreBrand;
let live: StoreProduct;
let handle: string;

beforeAll(async () => {
  ({ brand, live } = await sellingBrand(1));
  const product = catalogueOf(brand.shop).find((p) => String(p.id) === live.shopify_product_id);
  if (!product) throw new Error('the live product is not in the shop');
  handle = product.handle;
}, 120_000);

/** A creator partnered on the live product whose approved code the store has created. */
const creatorWithCode = async () => {
  const creator = await partnerOn(brand, live.id);
  const code = await approvedDiscountCode(brand, creator, 15);
  await eventually(async () => {
    const { body } = await api('/brand/campaigns', { token: brand.token });
    const found = body.discount_codes.find(
      (c: { creator_id: string }) => c.creator_id === creator.creator.id,
    );
    return found?.store_sync === 'created' ? true : undefined;
  });
  return { ...creator, code };
};

const checkout = (discountCode: string, email = 'shopper@example.com') =>
  postJson(storeUrl(brand.shop, 'checkout'), { items: [{ handle, quantity: 1 }], email, discountCode });

const post = (path: string, body: unknown, token = brand.token, headers: Record<string, string> = {}) => {
  const request = json('POST', body);
  return api(path, { ...request, headers: { ...request.headers, ...headers }, token });
};

const codeOf = async (creatorId: string) =>
  (await api('/brand/campaigns', { token: brand.token })).body.discount_codes.find(
    (c: { creator_id: string }) => c.creator_id === creatorId,
  );

/**
 * Asks for a change (202, pending) and waits until the store has made it (ChangeStoreDiscountCode): the
 * code as the brand then sees it.
 */
const change = async (creatorId: string, path: 'rotate' | 'once-per-customer', body?: unknown) => {
  const before = await codeOf(creatorId);
  const asked = await post(`/brand/discount-codes/${creatorId}/${path}`, body);
  expect(asked.status, JSON.stringify(asked.body)).toBe(202);
  expect(asked.body.discount_code).toMatchObject({
    code: before.code,
    pending_change: path === 'rotate' ? 'rotate' : 'once_per_customer',
  });
  return eventually(async () => {
    const code = await codeOf(creatorId);
    return code.pending_change === null ? code : undefined;
  });
};

const rotatedNotices = async (token: string) =>
  ((await api('/notifications', { token })).body.notifications as { kind: string; title: string }[]).filter(
    (n) => n.kind === 'discount_code_rotated',
  );

describe('rotating a leaked code', () => {
  it('24 h of grace: both codes work, the new one attributes; after it the old one is refused; the creator told once', async () => {
    const ava = await creatorWithCode();
    const code = await change(ava.creator.id, 'rotate', { grace_hours: 24 });
    expect(code.code).toMatch(new RegExp(`^${ava.creator.username}-[a-z2-9]{4}$`));
    expect(code).toMatchObject({
      previous_code: ava.code,
      status: 'approved',
      store_sync: 'created',
      change_error: null,
    });
    const endsAt = Date.parse(code.previous_code_ends_at);
    expect(Math.abs(endsAt - (Date.now() + DAY_MS))).toBeLessThan(60_000);

    // A second click while the old code still works: 409, and no third code.
    const again = await post(`/brand/discount-codes/${ava.creator.id}/rotate`, { grace_hours: 0 });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain(ava.code);
    expect((await codeOf(ava.creator.id)).code).toBe(code.code);

    // The grace period: both work at the store's checkout.
    const withOld = await checkout(ava.code, 'old-code@example.com');
    expect(withOld.status, JSON.stringify(withOld.body)).toBe(201);
    const withNew = await checkout(code.code, 'new-code@example.com');
    expect(withNew.status, JSON.stringify(withNew.body)).toBe(201);
    // Both orders are the creator's sales, each through the code it used.
    for (const [order, via] of [
      [withOld.body.order, ava.code],
      [withNew.body.order, code.code],
    ] as const) {
      const sale = await eventually(async () =>
        (await salesOf(brand.token)).sales.find((s: { order_id: string }) => s.order_id === String(order.id)),
      );
      expect(sale).toMatchObject({
        creator_username: ava.creator.username,
        attribution: { method: 'code', via },
      });
    }

    // Before the grace period ends the schedule leaves it alone; after, it deactivates it, once.
    const early = await runSchedule(
      'RetireRotatedDiscountCodes',
      new Date(endsAt - 60_000).toISOString(),
      forBrands(brand),
    );
    expect(early.result).toEqual({});
    const after = new Date(endsAt + 60_000).toISOString();
    expect((await runSchedule('RetireRotatedDiscountCodes', after, forBrands(brand))).result).toEqual({
      deactivated: 1,
    });
    expect((await runSchedule('RetireRotatedDiscountCodes', after, forBrands(brand))).result).toEqual({});
    expect(await codeOf(ava.creator.id)).toMatchObject({
      code: code.code,
      previous_code: null,
      previous_code_ends_at: null,
    });

    const refused = await checkout(ava.code, 'late@example.com');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ discountCode: ['Enter a valid discount code'] });
    const accepted = await checkout(code.code, 'late@example.com');
    expect(accepted.status).toBe(201);

    const notices = await eventually(async () => {
      const found = await rotatedNotices(ava.token);
      return found.length ? found : undefined;
    });
    expect(notices).toHaveLength(1);
    expect(notices[0]?.title).toContain(code.code);

    // Audited: who rotated which creator's code, from what to what.
    const audit = (await api('/brand/audit-log?kind=discount_code.rotated', { token: brand.token })).body
      .entries;
    expect(
      audit.find((entry: { subject: { id: string } }) => entry.subject.id === ava.creator.id),
    ).toMatchObject({
      kind: 'discount_code.rotated',
      before: { code: ava.code },
      after: { grace_hours: 24 },
    });

    // A new rotation is possible once the old code is gone; with no grace the previous one stops at once.
    const rotatedNow = await change(ava.creator.id, 'rotate', { grace_hours: 0 });
    expect(rotatedNow.code).not.toBe(code.code);
    // The consumer deactivates the old code right after making the new one.
    const now = await eventually(async () => {
      const current = await codeOf(ava.creator.id);
      return current.previous_code === null ? current : undefined;
    });
    expect(now).toMatchObject({ code: rotatedNow.code, previous_code_ends_at: null });
    expect((await checkout(code.code, 'later@example.com')).status).toBe(400);
    expect((await checkout(now.code, 'later@example.com')).status).toBe(201);
    await eventually(async () => ((await rotatedNotices(ava.token)).length === 2 ? true : undefined));
  }, 180_000);

  it('a second click while the first is under way is 409: one new code', async () => {
    const dan = await creatorWithCode();
    const first = await post(`/brand/discount-codes/${dan.creator.id}/rotate`, { grace_hours: 72 });
    expect(first.status).toBe(202);
    const second = await post(`/brand/discount-codes/${dan.creator.id}/rotate`, { grace_hours: 0 });
    expect(second.status).toBe(409);
    const done = await eventually(async () => {
      const code = await codeOf(dan.creator.id);
      return code.pending_change === null ? code : undefined;
    });
    expect(done).toMatchObject({ previous_code: dan.code });
    expect(Date.parse(done.previous_code_ends_at) - Date.now()).toBeGreaterThan(71 * 3600_000);
    // The limit can wait for no rotation: asked while the old code still works, it applies to the new one.
    expect((await change(dan.creator.id, 'once-per-customer')).applies_once_per_customer).toBe(true);
  }, 180_000);

  it('bad input is 400 and writes nothing; roles outside the program are refused; another brand finds nothing', async () => {
    const ben = await creatorWithCode();
    for (const body of [{ grace_hours: 12 }, { grace_hours: '24' }, {}, { grace_hours: 24, extra: true }]) {
      const refused = await post(`/brand/discount-codes/${ben.creator.id}/rotate`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const finance = await signedUpUser('brand');
    await joinTeam(brand, finance, 'viewer');
    const asViewer = { [BRAND_HEADER]: brand.brandId };
    expect(
      (
        await post(
          `/brand/discount-codes/${ben.creator.id}/rotate`,
          { grace_hours: 24 },
          finance.token,
          asViewer,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await post(
          `/brand/discount-codes/${ben.creator.id}/once-per-customer`,
          undefined,
          finance.token,
          asViewer,
        )
      ).status,
    ).toBe(403);
    const other = await sellingBrand(0);
    expect(
      (await post(`/brand/discount-codes/${ben.creator.id}/rotate`, { grace_hours: 24 }, other.brand.token))
        .status,
    ).toBe(404);
    expect(await codeOf(ben.creator.id)).toMatchObject({
      code: ben.code,
      previous_code: null,
      applies_once_per_customer: false,
    });
    // The code still works as it did.
    expect((await checkout(ben.code, 'unchanged@example.com')).status).toBe(201);
  }, 180_000);
});

describe('one use per customer', () => {
  it("the same customer's second use is refused with Shopify's words; another customer's is accepted", async () => {
    const cleo = await creatorWithCode();
    expect((await checkout(cleo.code, 'repeat@example.com')).status).toBe(201);
    const limited = await change(cleo.creator.id, 'once-per-customer');
    expect(limited).toMatchObject({ code: cleo.code, applies_once_per_customer: true, change_error: null });
    // Twice: 200 with the code as it is, and one audit entry.
    expect((await post(`/brand/discount-codes/${cleo.creator.id}/once-per-customer`, undefined)).status).toBe(
      200,
    );
    const audit = (await api('/brand/audit-log?kind=discount_code.restricted', { token: brand.token })).body
      .entries;
    expect(
      audit.filter((entry: { subject: { id: string } }) => entry.subject.id === cleo.creator.id),
    ).toHaveLength(1);

    const second = await checkout(cleo.code, 'Repeat@Example.com');
    expect(second.status).toBe(400);
    expect(second.body.errors).toEqual({ discountCode: [ONCE_PER_CUSTOMER_USED] });
    expect((await checkout(cleo.code, 'first-time@example.com')).status).toBe(201);
    expect((await checkout(cleo.code, 'first-time@example.com')).status).toBe(400);

    // A rotation keeps the limit on the new code.
    const fresh = (await change(cleo.creator.id, 'rotate', { grace_hours: 0 })).code;
    expect((await checkout(fresh, 'once@example.com')).status).toBe(201);
    expect((await checkout(fresh, 'once@example.com')).status).toBe(400);
  }, 180_000);
});

describe('a change the store cannot make', () => {
  it('a store disconnected meanwhile: the change ends with its reason on the code, and can be asked again', async () => {
    const solo = await sellingBrand(1);
    const eve = await partnerOn(solo.brand, solo.live.id);
    await approvedDiscountCode(solo.brand, eve, 10);
    const codeAt = async () =>
      (await api('/brand/campaigns', { token: solo.brand.token })).body.discount_codes[0];
    await eventually(async () => ((await codeAt())?.store_sync === 'created' ? true : undefined));
    expect((await api('/brand/store', { method: 'DELETE', token: solo.brand.token })).status).toBe(200);
    const asked = await post(
      `/brand/discount-codes/${eve.creator.id}/rotate`,
      { grace_hours: 24 },
      solo.brand.token,
    );
    expect(asked.status).toBe(202);
    const ended = await eventually(async () => {
      const code = await codeAt();
      return code.pending_change === null ? code : undefined;
    });
    expect(ended).toMatchObject({
      previous_code: null,
      change_error: 'Your Shopify store is no longer connected.',
    });
    expect(await rotatedNotices(eve.token)).toEqual([]);
    // Nothing is left under way: the brand may ask again (once the store is back, it is made).
    expect(
      (await post(`/brand/discount-codes/${eve.creator.id}/once-per-customer`, undefined, solo.brand.token))
        .status,
    ).toBe(202);
  }, 180_000);
});
