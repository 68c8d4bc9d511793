/**
 * Issue 36: the duplicate-payout-account signal over the wire. Two creators connect payouts through the
 * product (the official stripe SDK against the local Stripe, its hosted onboarding) with the same test
 * bank account; Stripe reports one fingerprint for both, account.updated reaches our webhook, and the
 * next order of either is held with the other's username and what matches (never the bank details).
 * The same account.updated again — redelivered by Stripe, or delivered twice by the bus — changes
 * nothing; a bank account changed on Stripe's update page releases the match, and the next order counts.
 * Two accounts with other bank accounts but the same legal name and address hold too; the same name on
 * another street in the same ZIP does not. An older account.updated delivered late brings nothing back.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StripeAccountUpdatedV1 } from '../../../../events/schemas/stripe-account-updated';
import { testBankDetailsFor } from '../../../../stand-ins/stripe/bank-accounts';
import { onboardedCreator } from '../../../../tests/support/brand';
import { busEvent } from '../../../../tests/support/bus-event';
import { api, eventually, useCloudEnvironment } from '../../../../tests/support/cloud';
import {
  stripeClient,
  stripeEvents,
  stripePagesUrl,
  submitStripePage,
} from '../../../../tests/support/demo-stripe';
import type { StoreBrand } from '../../../../tests/support/partnership';
import { connectPayouts } from '../../../../tests/support/payouts';
import {
  deliver,
  newOrderId,
  orderPayload,
  partnerOn,
  type StoreProduct,
  salesOf,
  sellingBrand,
} from '../../../../tests/support/sales';
import { outboxItemsWith, tableItem } from '../../../../tests/support/table-items';
import { getPayoutAccount } from '../../entities/payout-account';
import { putPayoutSharing } from '../../entities/payout-identity';

let brand: StoreBrand;
let live: StoreProduct;

beforeAll(async () => {
  useCloudEnvironment();
  ({ brand, live } = await sellingBrand(1, 10));
}, 90_000);

const order = async (code: string) => {
  const id = newOrderId();
  await deliver(
    'orders/paid',
    brand.shop,
    orderPayload({ id, ref: code, lines: [{ product: live, quantity: 1 }] }),
  );
  return eventually(async () =>
    (await salesOf(brand.token)).sales.find((s: { order_id: string }) => s.order_id === String(id)),
  );
};

/** The three items the webhook's side keeps for a creator, as stored. */
const payoutItems = async (creatorId: string) => ({
  identity: await tableItem({ pk: `CREATOR#${creatorId}`, sk: 'PAYOUT_IDENTITY' }),
  sharing: await tableItem({ pk: `CREATOR#${creatorId}`, sk: 'PAYOUT_SHARING' }),
});

const sharingOf = async (creatorId: string) =>
  ((await payoutItems(creatorId)).sharing?.shared_with ?? []) as { username: string; fields: string[] }[];

const accountIdOf = async (creatorId: string) =>
  (await getPayoutAccount(creatorId, { consistent: true }))?.stripe_account_id as string;

describe('duplicate payout account', () => {
  it('two creators paid to one bank account: an order is held, naming the other; a change releases it', async () => {
    const [ava, bo] = [await partnerOn(brand, live.id), await partnerOn(brand, live.id)];
    // The same test bank account (routing and account number), each at their own street address.
    const shared = testBankDetailsFor(randomUUID());
    const sameBank = { routing_number: shared.routing_number, account_number: shared.account_number };
    await connectPayouts(ava.token, { ...testBankDetailsFor(ava.token), ...sameBank });
    await connectPayouts(bo.token, { ...testBankDetailsFor(bo.token), ...sameBank });

    // Stripe reports one fingerprint for both, and each one's legal name and address.
    const avaAccount = await stripeClient().accounts.retrieve(await accountIdOf(ava.creator.id));
    const boAccount = await stripeClient().accounts.retrieve(await accountIdOf(bo.creator.id));
    const fingerprint = avaAccount.external_accounts?.data[0]?.fingerprint;
    expect(fingerprint).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(boAccount.external_accounts?.data[0]?.fingerprint).toBe(fingerprint);
    expect(avaAccount.external_accounts?.data[0]).toMatchObject({
      object: 'bank_account',
      last4: shared.account_number.slice(-4),
    });
    expect(avaAccount.individual).toMatchObject({
      first_name: 'Jenny',
      last_name: 'Rosen',
      address: {
        line1: testBankDetailsFor(ava.token).line1,
        postal_code: testBankDetailsFor(ava.token).postal_code,
        country: 'US',
      },
    });

    await eventually(async () => ((await sharingOf(ava.creator.id)).length === 1 ? true : undefined), 30_000);
    const held = await order(ava.code);
    expect(held.status).toBe('held');
    expect(held.status_reason).toMatch(
      new RegExp(
        `^Duplicate payout account: the creator is paid to the same bank account as @${bo.creator.username}\\.`,
      ),
    );
    expect(held.signals).toEqual([
      {
        name: 'duplicate_payout_account',
        reason: held.status_reason,
        evidence: {
          shared_payout_account: [{ username: bo.creator.username, matching_fields: ['bank_account'] }],
          orders: [held.order_name],
        },
      },
    ]);
    expect(JSON.stringify(held)).not.toContain(shared.account_number);
    expect(JSON.stringify(held)).not.toContain(String(fingerprint));
    expect(await sharingOf(bo.creator.id)).toEqual([
      { creator_id: ava.creator.id, username: ava.creator.username, fields: ['bank_account'] },
    ]);

    // The same account.updated again changes nothing: Stripe's resend (the webhook's receipt answers it)
    // and the bus delivering its event twice to the consumer.
    const before = await payoutItems(bo.creator.id);
    const [last] = (await stripeEvents('account.updated')).filter((event) => event.objectId === boAccount.id);
    const resent = await fetch(stripePagesUrl(`__events/${last?.id}/resend`), { method: 'POST' });
    expect(resent.status).toBe(202);
    const [outboxItem] = await outboxItemsWith('stripeEventId', last?.id as string);
    const detail = outboxItem?.detail as StripeAccountUpdatedV1;
    expect(detail.payoutIdentity?.bankFingerprints).toEqual([fingerprint]);
    const { handler } = await import(
      '../../consumers/update-payout-account-on-stripe-account-updated.consumer'
    );
    await handler(busEvent('StripeAccountUpdated', detail, { id: `${detail.stripeEventId}-again` }));
    // The app's endpoint (we_app) answered the resend too.
    await eventually(async () => {
      const event = (await stripeEvents('account.updated')).find((candidate) => candidate.id === last?.id);
      const answered = event?.deliveries.filter((d) => d.endpointId === 'we_app' && d.status === 'delivered');
      return (answered?.length ?? 0) >= 2 ? true : undefined;
    });
    expect(await payoutItems(bo.creator.id)).toEqual(before);

    // Ava changes her bank account on Stripe's update page: the old fingerprint is released for both.
    const link = await stripeClient().accountLinks.create({
      account: avaAccount.id,
      type: 'account_update',
      refresh_url: 'http://localhost:3000/creator/account?stripe=refresh',
      return_url: 'http://localhost:3000/creator/account?stripe=return',
    });
    const changed = await submitStripePage(link.url, {
      choice: 'submit',
      first_name: 'Jenny',
      last_name: 'Rosen',
      ...testBankDetailsFor(ava.token),
    });
    expect(changed.status).toBe(303);
    await eventually(
      async () =>
        (await sharingOf(ava.creator.id)).length === 0 && (await sharingOf(bo.creator.id)).length === 0
          ? true
          : undefined,
      30_000,
    );
    expect(await order(ava.code)).toMatchObject({ status: 'attributed', signals: [] });
    expect(await order(bo.code)).toMatchObject({ status: 'attributed', signals: [] });
  }, 240_000);

  it('the same legal name and address with other bank accounts holds; another street in the same ZIP does not', async () => {
    const [dee, eve, fay] = [
      await partnerOn(brand, live.id),
      await partnerOn(brand, live.id),
      await partnerOn(brand, live.id),
    ];
    // All three are Jenny Rosen (connectPayouts' name), each with a bank account of their own.
    const home = testBankDetailsFor(randomUUID());
    const at = { line1: home.line1, postal_code: home.postal_code };
    await connectPayouts(dee.token, { ...testBankDetailsFor(dee.token), ...at });
    await connectPayouts(eve.token, { ...testBankDetailsFor(eve.token), ...at });
    await connectPayouts(fay.token, {
      ...testBankDetailsFor(fay.token),
      line1: `${home.line1} Rear`,
      postal_code: home.postal_code,
    });

    await eventually(async () => ((await sharingOf(eve.creator.id)).length === 1 ? true : undefined), 30_000);
    expect(await sharingOf(eve.creator.id)).toEqual([
      { creator_id: dee.creator.id, username: dee.creator.username, fields: ['legal_name_address'] },
    ]);
    // A view worked out from reads begun earlier (a consumer racing the last one) never replaces it.
    expect(await putPayoutSharing(eve.creator.id, [], Date.now() - 60_000)).toBe(false);
    expect(await sharingOf(eve.creator.id)).toHaveLength(1);
    const held = await order(eve.code);
    expect(held).toMatchObject({
      status: 'held',
      status_reason: `Duplicate payout account: the creator has the same legal name and address as @${dee.creator.username}. Held until the brand releases or voids it.`,
      signals: [
        {
          name: 'duplicate_payout_account',
          evidence: {
            shared_payout_account: [
              { username: dee.creator.username, matching_fields: ['legal_name_address'] },
            ],
          },
        },
      ],
    });
    expect(await sharingOf(fay.creator.id)).toEqual([]);
    expect(await order(fay.code)).toMatchObject({ status: 'attributed', signals: [] });
  }, 240_000);

  it('events out of order: an older account.updated never brings back the bank account a later one replaced', async () => {
    const [gil, hal] = [await onboardedCreator(), await onboardedCreator()];
    for (const c of [gil, hal])
      expect(
        (await api('/creator/payout-account/onboarding-link', { method: 'POST', token: c.token })).status,
      ).toBe(200);
    const { handler } = await import(
      '../../consumers/update-payout-account-on-stripe-account-updated.consumer'
    );
    const consume = async (creatorId: string, created: number, bankFingerprints: string[]) => {
      const detail: StripeAccountUpdatedV1 = {
        version: 1,
        stripeEventId: `evt_${creatorId}_${created}`,
        stripeEventCreated: created,
        accountId: await accountIdOf(creatorId),
        detailsSubmitted: true,
        payoutsEnabled: true,
        chargesEnabled: true,
        transfersActive: true,
        payoutIdentity: { bankFingerprints, nameAddressKey: null },
      };
      await handler(busEvent('StripeAccountUpdated', detail, { id: detail.stripeEventId }));
    };
    const [old, current] = [`fp${randomUUID().slice(0, 8)}`, `fp${randomUUID().slice(0, 8)}`];
    const t = Math.floor(Date.now() / 1000) + 1_000;
    await consume(gil.creator.id, t, [old]);
    await consume(hal.creator.id, t, [old]);
    expect(await sharingOf(hal.creator.id)).toEqual([
      { creator_id: gil.creator.id, username: gil.creator.username, fields: ['bank_account'] },
    ]);
    await consume(gil.creator.id, t + 20, [current]);
    expect(await sharingOf(hal.creator.id)).toEqual([]);
    // The older event, delivered late: nothing comes back.
    await consume(gil.creator.id, t + 10, [old]);
    expect((await payoutItems(gil.creator.id)).identity?.match_keys).toEqual([`bank_account#${current}`]);
    expect(await sharingOf(hal.creator.id)).toEqual([]);
    expect(await sharingOf(gil.creator.id)).toEqual([]);
  }, 120_000);
});
