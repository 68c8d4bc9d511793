/**
 * Issue 36 part 4, over the wire against the local cloud and the local Stripe: a creator suspended for
 * cause. The creator earns with two brands (sales billed and paid for: payable; a recent sale: on hold).
 * - Glow suspends them from its program: the balance shows Glow's money frozen to the cent, a payout run
 *   pays the other brand's money only; another brand cannot end Glow's suspension; release: the figures
 *   are exactly those before.
 * - The operator suspends them platform-wide (twice: 409; brands and creators are refused): everything
 *   pending and payable is frozen, Request Payout and the payout run pay nothing, a new order through the
 *   link is recorded unattributed with the suspension's reason and earns nothing, the link still
 *   redirects; the creator appeals and the operator answers; release: the figures are exactly those
 *   before and the next payout run pays the payable money with one transfer.
 * - Suspended again and forfeited: every frozen entry is voided by an opposite entry, the totals drop by
 *   exactly the frozen amount, nothing is deleted, and the brand's period not yet invoiced is credited.
 * - Glow suspends them again and forfeits their payable money with it: voided, and no payout pays it.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { SUSPENDED_SALE_REASON } from '../../../../contracts/suspensions';
import {
  api,
  documentClient,
  eventually,
  outputs,
  useCloudEnvironment,
} from '../../../../tests/support/cloud';
import { stripeClient } from '../../../../tests/support/demo-stripe';
import { localOnlyFile } from '../../../../tests/support/local-only';
import { signedUpOperator } from '../../../../tests/support/operators';
import { json, type StoreBrand } from '../../../../tests/support/partnership';
import {
  connectPayouts,
  earnPayableBalances,
  firstOfMonth,
  forCreators,
  payoutsOf,
  runSchedule,
} from '../../../../tests/support/payouts';
import {
  deliver,
  earningsOf,
  newOrderId,
  orderPayload,
  partnerOn,
  type StoreProduct,
  salesOf,
  sellingBrand,
  share,
} from '../../../../tests/support/sales';
import { listOpsAuditEntries } from '../../../shared/audit/ops-audit-entry';

const { beforeAll, describe, it } = localOnlyFile(
  'earns payable balances by running the release and the billing by hand',
);

interface Summary {
  total_earnings_cents: number;
  pending_payouts_cents: number;
  on_hold_cents: number;
  paid_out_cents: number;
  in_payout_cents: number;
}
interface Frozen {
  pending_cents: number;
  payable_cents: number;
  total_cents: number;
  suspensions: { scope: string; brand_name: string | null; reason: string }[];
}
interface ListedPayout {
  payout_id: string;
  status: string;
  amount_cents: number;
  brand_names: string[];
}

let glow: { brand: StoreBrand; product: StoreProduct };
let other: { brand: StoreBrand; product: StoreProduct };
let creator: { token: string; code: string; id: string };
let operator: { token: string };
let glowPayable: number;
let otherPayable: number;
let glowOnHold: number;

const screen = async () =>
  (await payoutsOf(creator.token)) as {
    summary: Summary;
    frozen: Frozen | null;
    request_blocked_by: string | null;
    payouts: ListedPayout[];
  };
/** The figures a person reads, without this month's day counts (which a test's sales move). */
const figures = (s: Summary) => ({
  total: s.total_earnings_cents,
  payable: s.pending_payouts_cents,
  pending: s.on_hold_cents,
  paid: s.paid_out_cents,
  inPayout: s.in_payout_cents,
});
/** Glow's latest billing period (the one not invoiced yet): what its next invoice bills, net of credits. */
const glowOpenPeriod = async () => {
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: outputs().TableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `BRAND#${glow.brand.brandId}`, ':sk': 'BILL#' },
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  const item = Items?.[0] ?? {};
  return {
    sk: item.sk as string,
    net: Number(item.commission_cents ?? 0) - Number(item.credited_commission_cents ?? 0),
  };
};
const transfersOf = async (payoutId: string) =>
  (await stripeClient().transfers.list({ transfer_group: payoutId, limit: 10 })).data;

/** A payout run for the creator; answers the payouts it opened (settled), none when it opened nothing. */
const payoutRun = async (): Promise<ListedPayout[]> => {
  const before = new Set((await screen()).payouts.map((p) => p.payout_id));
  await runSchedule('RunPayouts', new Date().toISOString(), forCreators(creator.token));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return eventually(async () => {
    const fresh = (await screen()).payouts.filter((p) => !before.has(p.payout_id));
    return fresh.every((p) => p.status !== 'processing') ? fresh : undefined;
  }, 60_000);
};

const suspendPlatform = (token: string, text = 'Orders paid with the same card as your own purchases') =>
  api(`/ops/creators/${creator.id}/suspension`, {
    ...json('POST', { category: 'fraud', text }),
    token,
  });

beforeAll(async () => {
  useCloudEnvironment();
  const [a, b] = await Promise.all([sellingBrand(1), sellingBrand(1)]);
  glow = { brand: a.brand, product: a.live };
  other = { brand: b.brand, product: b.live };
  operator = await signedUpOperator();
  const partner = await partnerOn(glow.brand, glow.product.id);
  await partnerOn(other.brand, other.product.id, partner);
  const otherCode = (
    (await api('/creator/campaigns', { token: partner.token })).body.links as {
      product_id: string;
      referral_code: string;
    }[]
  ).find((link) => link.product_id === other.product.id)?.referral_code as string;
  const me = await api('/me', { token: partner.token });
  creator = { token: partner.token, code: partner.code, id: me.body.id as string };
  await connectPayouts(creator.token);
  const units = (product: StoreProduct) =>
    Math.ceil(
      3_000 /
        Math.max(share(product.price_cents, Math.round(product.commission_percentage * 100), 10_000), 1),
    ) + 1;
  const period = new Date().toISOString().slice(0, 7);
  [glowPayable = 0] = await earnPayableBalances({
    ...glow,
    creators: [creator],
    quantities: [units(glow.product)],
    billAt: firstOfMonth(1),
    period,
  });
  const [both] = await earnPayableBalances({
    ...other,
    creators: [{ token: creator.token, code: otherCode }],
    quantities: [units(other.product)],
    billAt: firstOfMonth(1),
    period,
  });
  otherPayable = (both as number) - (glowPayable as number);
  // A recent sale with Glow: on hold for returns (pending).
  await deliver(
    'orders/paid',
    glow.brand.shop,
    orderPayload({ ref: creator.code, lines: [{ product: glow.product, quantity: 1 }] }),
  );
  glowOnHold = await eventually(async () => {
    const s = (await screen()).summary;
    return s.on_hold_cents > 0 ? s.on_hold_cents : undefined;
  });
}, 400_000);

describe('a brand suspends a creator from its program', () => {
  it('freezes the money with that brand exactly; a payout run pays the other brand’s money only; release restores the figures', async () => {
    const before = figures((await screen()).summary);
    expect(before).toMatchObject({ payable: glowPayable + otherPayable, pending: glowOnHold });

    // A creator cannot suspend, nor a brand through the operators' route.
    expect(
      (
        await api(`/brand/creators/${creator.id}/suspension`, {
          ...json('POST', { category: 'fraud', text: 'me' }),
          token: creator.token,
        })
      ).status,
    ).toBe(403);
    expect((await suspendPlatform(glow.brand.token)).status).toBe(403);

    const suspend = () =>
      api(`/brand/creators/${creator.id}/suspension`, {
        ...json('POST', { category: 'self_referral', text: 'Orders to your own address' }),
        token: glow.brand.token,
      });
    const first = await suspend();
    expect(first.status).toBe(201);
    expect(first.body.suspension).toMatchObject({
      scope: 'brand',
      state: 'active',
      brand_id: glow.brand.brandId,
    });
    expect((await suspend()).status).toBe(409);
    // Another brand reaches only its own program: there is nothing of its own to release.
    expect(
      (
        await api(`/brand/creators/${creator.id}/suspension/release`, {
          method: 'POST',
          token: other.brand.token,
        })
      ).status,
    ).toBe(409);

    const during = await screen();
    expect(figures(during.summary)).toEqual(before);
    expect(during.frozen).toMatchObject({
      pending_cents: glowOnHold,
      payable_cents: glowPayable,
      total_cents: glowOnHold + glowPayable,
      suspensions: [{ scope: 'brand', reason: 'Self-referral: Orders to your own address' }],
    });
    const program = await api(`/brand/creators/${creator.id}/suspension`, { token: glow.brand.token });
    expect(program.body).toMatchObject({
      frozen_pending_cents: glowOnHold,
      frozen_payable_cents: glowPayable,
    });

    // The payout run pays the other brand's money, one transfer; Glow's stays where it was.
    const [paid] = await payoutRun();
    expect(paid).toMatchObject({ status: 'paid', amount_cents: otherPayable });
    expect(await transfersOf(paid?.payout_id as string)).toHaveLength(1);
    const afterRun = await screen();
    expect(figures(afterRun.summary)).toEqual({
      ...before,
      payable: glowPayable,
      paid: before.paid + otherPayable,
    });

    const released = await api(`/brand/creators/${creator.id}/suspension/release`, {
      method: 'POST',
      token: glow.brand.token,
    });
    expect(released.status).toBe(200);
    expect(released.body.suspension.state).toBe('released');
    const after = await screen();
    expect(after.frozen).toBeNull();
    expect(figures(after.summary)).toEqual(figures(afterRun.summary));
    // The brand's audit log has both changes.
    const log = await api('/brand/audit-log?limit=20', { token: glow.brand.token });
    const kinds = (log.body.entries as { kind: string }[]).map((entry) => entry.kind);
    expect(kinds).toEqual(expect.arrayContaining(['creator.suspended', 'creator.suspension_released']));
  }, 180_000);
});

describe('the operator suspends a creator platform-wide', () => {
  let before: ReturnType<typeof figures>;

  it('freezes everything: no payout, a new order earns nothing, the link still redirects', async () => {
    before = figures((await screen()).summary);
    expect((await suspendPlatform(creator.token)).status).toBe(403);
    const [one, two] = await Promise.all([suspendPlatform(operator.token), suspendPlatform(operator.token)]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);

    const during = await screen();
    expect(figures(during.summary)).toEqual(before);
    expect(during.frozen).toMatchObject({
      pending_cents: glowOnHold,
      payable_cents: glowPayable,
      total_cents: glowOnHold + glowPayable,
      suspensions: [{ scope: 'platform', brand_name: null }],
    });
    expect(during.request_blocked_by).toBe('suspended');
    expect((await api('/creator/payouts', { method: 'POST', token: creator.token })).status).toBe(409);
    expect(await payoutRun()).toEqual([]);

    // The link still sends shoppers to the store.
    const redirect = await fetch(`${outputs().WebUrl}/r/${creator.code}`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(new URL(redirect.headers.get('location') ?? '').searchParams.get('ref')).toBe(creator.code);

    // An order through the link now is recorded for the brand, unattributed, with the reason.
    const entriesBefore = (await earningsOf(creator.token)).entries.length;
    const id = newOrderId();
    await deliver(
      'orders/paid',
      glow.brand.shop,
      orderPayload({ id, ref: creator.code, lines: [{ product: glow.product, quantity: 2 }] }),
    );
    const sale = await eventually(async () =>
      (await salesOf(glow.brand.token)).sales.find((s: { order_id: string }) => s.order_id === String(id)),
    );
    expect(sale).toMatchObject({ status: 'unattributed', status_reason: SUSPENDED_SALE_REASON });
    expect((await earningsOf(creator.token)).entries).toHaveLength(entriesBefore);
    expect(figures((await screen()).summary)).toEqual(before);
  }, 120_000);

  it('tells the creator why; they appeal and the operator answers', async () => {
    const mine = await api('/creator/suspension', { token: creator.token });
    expect(mine.body.active).toEqual([
      expect.objectContaining({
        reason: 'Suspected fraud: Orders paid with the same card as your own purchases',
      }),
    ]);
    const notice = await eventually(async () => {
      const { body } = await api('/notifications', { token: creator.token });
      return (body.notifications as { kind: string; title: string }[]).find(
        (n) => n.kind === 'account_suspended',
      );
    });
    expect(notice.title).toBe('Your account is suspended on the marketplace');

    const appeal = await api('/creator/suspension/appeal', {
      ...json('POST', { body: 'Those were gifts for my sister, bought with my card.' }),
      token: creator.token,
    });
    expect(appeal.status).toBe(201);
    const listed = (await api('/ops/appeals', { token: operator.token })).body.appeals as {
      creator_id: string;
      awaiting_answer: boolean;
    }[];
    expect(listed.find((a) => a.creator_id === creator.id)).toMatchObject({ awaiting_answer: true });
    expect((await api('/ops/appeals', { token: glow.brand.token })).status).toBe(403);
    const answer = await api(`/ops/creators/${creator.id}/appeal`, {
      ...json('POST', { body: 'Thanks — we are reviewing the orders.' }),
      token: operator.token,
    });
    expect(answer.status).toBe(201);
    const thread = (await api('/creator/suspension', { token: creator.token })).body.appeal as {
      from: string;
    }[];
    expect(thread.map((m) => m.from)).toEqual(['creator', 'operator']);
  }, 60_000);

  it('release: the figures are exactly those before, and the next payout run pays with one transfer', async () => {
    const released = await api(`/ops/creators/${creator.id}/suspension/release`, {
      method: 'POST',
      token: operator.token,
    });
    expect(released.status).toBe(200);
    expect(
      (await api(`/ops/creators/${creator.id}/suspension/release`, { method: 'POST', token: operator.token }))
        .status,
    ).toBe(409);
    const after = await screen();
    expect(after.frozen).toBeNull();
    expect(figures(after.summary)).toEqual(before);
    // No longer among the suspended creators of the operators' Appeals.
    const appeals = (await api('/ops/appeals', { token: operator.token })).body.appeals as {
      creator_id: string;
    }[];
    expect(appeals.map((appeal) => appeal.creator_id)).not.toContain(creator.id);
    const [paid] = await payoutRun();
    expect(paid).toMatchObject({ status: 'paid', amount_cents: glowPayable });
    expect(await transfersOf(paid?.payout_id as string)).toHaveLength(1);
    const audit = (await listOpsAuditEntries(100)).filter((entry) => entry.subject_id === creator.id);
    expect(audit.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['creator.suspended', 'appeal.answered', 'creator.suspension_released']),
    );
  }, 120_000);
});

describe('a forfeit', () => {
  it('voids the frozen entries by opposite entries: the totals drop by exactly the frozen amount', async () => {
    const before = figures((await screen()).summary);
    expect(before.pending).toBe(glowOnHold);
    // Suspended again after the release (the earlier one stays on record).
    expect((await suspendPlatform(operator.token, 'Chargebacks on every order')).status).toBe(201);
    const frozen = (await screen()).frozen as Frozen;
    expect(frozen.total_cents).toBe(glowOnHold);
    const entriesBefore = (await earningsOf(creator.token)).entries as { entry_id: string }[];
    const billedBefore = await glowOpenPeriod();
    expect(billedBefore.net).toBeGreaterThanOrEqual(glowOnHold);

    const forfeit = () =>
      api(`/ops/creators/${creator.id}/suspension/forfeit`, { method: 'POST', token: operator.token });
    const first = await forfeit();
    expect(first.status).toBe(200);
    expect(first.body.suspension).toMatchObject({ state: 'forfeited', forfeited_cents: glowOnHold });
    expect((await forfeit()).status).toBe(409);

    const after = await screen();
    expect(after.frozen).toBeNull();
    expect(figures(after.summary)).toEqual({
      ...before,
      total: before.total - glowOnHold,
      pending: 0,
    });
    // Nothing deleted: every entry is still there, with one voiding entry per frozen one.
    const entries = (await earningsOf(creator.token)).entries as {
      entry_id: string;
      commission_cents: number;
    }[];
    expect(entries.length).toBe(entriesBefore.length + 1);
    const voiding = entries.filter((entry) => entry.entry_id.endsWith('#FORFEIT'));
    expect(voiding.map((entry) => entry.commission_cents)).toEqual([-glowOnHold]);
    // Not invoiced yet: Glow's open period is credited the voided commission, so it is never charged.
    expect(await glowOpenPeriod()).toEqual({ sk: billedBefore.sk, net: billedBefore.net - glowOnHold });
  }, 120_000);
});

describe("a brand's forfeit of payable money", () => {
  it('voids the payable entries with that brand: nothing of it is paid out, the totals drop exactly', async () => {
    // Another sale with Glow, billed next month and paid: payable (the forfeited pair above goes with it).
    const units =
      Math.ceil(
        3_000 /
          Math.max(
            share(glow.product.price_cents, Math.round(glow.product.commission_percentage * 100), 10_000),
            1,
          ),
      ) + 1;
    const [payable = 0] = await earnPayableBalances({
      ...glow,
      creators: [creator],
      quantities: [units],
      billAt: firstOfMonth(2),
      period: firstOfMonth(1).slice(0, 7),
    });
    expect(payable).toBeGreaterThan(0);
    const before = figures((await screen()).summary);
    expect(before).toMatchObject({ payable, pending: 0 });

    const suspended = await api(`/brand/creators/${creator.id}/suspension`, {
      ...json('POST', { category: 'policy_violation', text: 'Coupon sites' }),
      token: glow.brand.token,
    });
    expect(suspended.status).toBe(201);
    expect((await screen()).frozen).toMatchObject({
      pending_cents: 0,
      payable_cents: payable,
      total_cents: payable,
    });
    // Another brand cannot forfeit Glow's: it has no suspension of its own.
    expect(
      (
        await api(`/brand/creators/${creator.id}/suspension/forfeit`, {
          method: 'POST',
          token: other.brand.token,
        })
      ).status,
    ).toBe(409);
    const forfeited = await api(`/brand/creators/${creator.id}/suspension/forfeit`, {
      method: 'POST',
      token: glow.brand.token,
    });
    expect(forfeited.status).toBe(200);
    expect(forfeited.body.suspension).toMatchObject({ state: 'forfeited', forfeited_cents: payable });

    const after = await screen();
    expect(after.frozen).toBeNull();
    expect(figures(after.summary)).toEqual({ ...before, total: before.total - payable, payable: 0 });
    expect(await payoutRun()).toEqual([]);
  }, 180_000);
});
