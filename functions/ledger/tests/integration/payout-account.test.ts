/**
 * The creator's payout account (Stripe Connect Express) over the wire, against the local cloud and its
 * Stripe stand-in: the state starts not_connected; the onboarding link makes one Express account per
 * creator however often (or concurrently) it is asked, and returns to /creator/account; completing the
 * stand-in's hosted onboarding sends account.updated to our webhook, which moves the account to active
 * (or setup_incomplete when finished later). The consumer is idempotent, ignores older events and
 * accounts that are no creator's. The Stripe account id is never in an answer.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StripeAccountUpdatedV1 } from '../../../../events/schemas/stripe-account-updated';
import { busEvent } from '../../../../tests/support/bus-event';
import {
  api,
  documentClient,
  eventually,
  outputs,
  signedUpUser,
  useCloudEnvironment,
} from '../../../../tests/support/cloud';
import { stripeClient, submitStripePage } from '../../../../tests/support/demo-stripe';

const ACCOUNT = '/creator/payout-account';
const LINK = '/creator/payout-account/onboarding-link';

const payoutAccountItem = async (creatorId: string) =>
  (
    await documentClient().send(
      new GetCommand({
        TableName: outputs().TableName,
        Key: { pk: `CREATOR#${creatorId}`, sk: 'PAYOUT_ACCOUNT' },
        ConsistentRead: true,
      }),
    )
  ).Item;

/** The creator's user id (the creator id), from the access token's sub. */
const subOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).sub;

const statusOnceItIs = (token: string, status: string) =>
  eventually(async () => {
    const { body } = await api(ACCOUNT, { token });
    return body.status === status ? body : undefined;
  }, 15_000);

beforeAll(() => {
  useCloudEnvironment();
});

describe('GET /api/creator/payout-account', () => {
  it('is not_connected before any setup', async () => {
    const { token } = await signedUpUser('creator');
    const response = await api(ACCOUNT, { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'not_connected',
      details_submitted: false,
      payouts_enabled: false,
    });
  });

  it('is for creators only: a brand gets 403, no token 401', async () => {
    const { token } = await signedUpUser('brand');
    expect((await api(ACCOUNT, { token })).status).toBe(403);
    expect((await api(LINK, { method: 'POST', token })).status).toBe(403);
    expect((await api(ACCOUNT)).status).toBe(401);
  });
});

describe('onboarding through the local Stripe', () => {
  it('two clicks at once make one Express account; completing onboarding makes it active', async () => {
    const { token, user } = await signedUpUser('creator');
    const creatorId = subOf(token);
    const [first, second] = await Promise.all([
      api(LINK, { method: 'POST', token }),
      api(LINK, { method: 'POST', token }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.url).toMatch(/\/__stripe\/express\//);
    expect(first.body.url).not.toBe(second.body.url);

    const item = await payoutAccountItem(creatorId);
    expect(item).toMatchObject({ status: 'setup_incomplete', creator_id: creatorId });
    const accountId = item?.stripe_account_id as string;
    const account = await stripeClient().accounts.retrieve(accountId);
    expect(account).toMatchObject({
      type: 'express',
      email: user.email.toLowerCase(),
      metadata: { creator_id: creatorId },
    });
    // Both requests asked Stripe with the creator's idempotency key: the same request again answers
    // the same account, so the loser of the race got the winner's account, not a second one.
    const replayed = await stripeClient().accounts.create(
      {
        type: 'express',
        email: account.email ?? undefined,
        capabilities: { transfers: { requested: true } },
        business_type: 'individual',
        metadata: { creator_id: creatorId },
      },
      { idempotencyKey: `connect-account:${creatorId}` },
    );
    expect(replayed.id).toBe(accountId);

    const pending = await api(ACCOUNT, { token });
    expect(pending.body).toEqual({
      status: 'setup_incomplete',
      details_submitted: false,
      payouts_enabled: false,
    });
    expect(JSON.stringify(pending.body)).not.toContain(accountId);

    // The hosted page, as the creator's browser submits it: back to our /creator/account?stripe=return.
    const submitted = await submitStripePage(first.body.url, {
      choice: 'submit',
      first_name: 'Jenny',
      last_name: 'Rosen',
      routing_number: '110000000',
      account_number: '000123456789',
    });
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get('location')).toBe(`${outputs().WebUrl}/creator/account?stripe=return`);
    expect(await statusOnceItIs(token, 'active')).toEqual({
      status: 'active',
      details_submitted: true,
      payouts_enabled: true,
    });

    // Asking again only makes a new link for the same account.
    const again = await api(LINK, { method: 'POST', token });
    expect(again.status).toBe(200);
    expect((await payoutAccountItem(creatorId))?.stripe_account_id).toBe(accountId);
    const used = await fetch(first.body.url, { redirect: 'manual' });
    expect(used.headers.get('location')).toBe(`${outputs().WebUrl}/creator/account?stripe=refresh`);
  });

  it('finished later: details submitted, still setup_incomplete', async () => {
    const { token } = await signedUpUser('creator');
    const { body } = await api(LINK, { method: 'POST', token });
    expect((await submitStripePage(body.url, { choice: 'later' })).status).toBe(303);
    await eventually(async () => {
      const current = await api(ACCOUNT, { token });
      return current.body.details_submitted ? current.body : undefined;
    }, 15_000).then((state) =>
      expect(state).toEqual({ status: 'setup_incomplete', details_submitted: true, payouts_enabled: false }),
    );
  });
});

describe('the StripeAccountUpdated consumer', () => {
  const consume = async (detail: StripeAccountUpdatedV1) => {
    const { handler } = await import(
      '../../consumers/update-payout-account-on-stripe-account-updated.consumer'
    );
    await handler(busEvent('StripeAccountUpdated', detail, { id: detail.stripeEventId }));
  };
  const update = (accountId: string, created: number, active: boolean): StripeAccountUpdatedV1 => ({
    version: 1,
    stripeEventId: `evt_${accountId}_${created}`,
    stripeEventCreated: created,
    accountId,
    detailsSubmitted: true,
    payoutsEnabled: active,
    chargesEnabled: active,
    transfersActive: active,
  });

  it('applies the newest state once: repeats change nothing, an older event is ignored', async () => {
    const { token } = await signedUpUser('creator');
    const creatorId = subOf(token);
    await api(LINK, { method: 'POST', token });
    const accountId = (await payoutAccountItem(creatorId))?.stripe_account_id as string;
    const now = Math.floor(Date.now() / 1000) + 1_000;

    await consume(update(accountId, now, true));
    await consume(update(accountId, now, true));
    expect((await api(ACCOUNT, { token })).body.status).toBe('active');
    // Delivered late: a state older than the one applied.
    await consume(update(accountId, now - 60, false));
    expect((await api(ACCOUNT, { token })).body.status).toBe('active');
    // Stripe disables payouts later: back to setup_incomplete.
    await consume(update(accountId, now + 60, false));
    expect(await payoutAccountItem(creatorId)).toMatchObject({
      status: 'setup_incomplete',
      state_as_of: now + 60,
    });
    // ...which tells the creator, once: a later event in the same state is no change.
    await consume(update(accountId, now + 60, false));
    await consume(update(accountId, now + 120, false));
    const told = async () =>
      ((await api('/notifications', { token })).body.notifications as { kind: string }[]).filter(
        (notification) => notification.kind === 'payout_account_attention',
      );
    await eventually(async () => ((await told()).length > 0 ? true : undefined), 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await told()).toEqual([expect.objectContaining({ link: '/creator/account', category: 'money' })]);
  });

  it('an account that is no creator’s does nothing', async () => {
    await expect(consume(update('acct_not_ours', 1, true))).resolves.toBeUndefined();
    const { Item } = await documentClient().send(
      new GetCommand({
        TableName: outputs().TableName,
        Key: { pk: 'STRIPEACCT#acct_not_ours', sk: 'STRIPEACCT' },
      }),
    );
    expect(Item).toBeUndefined();
  });
});
