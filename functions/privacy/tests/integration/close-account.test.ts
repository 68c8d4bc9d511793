/**
 * Closing an account over the wire (issue 35): a creator owed money is refused until they consent to
 * forfeit it; the closing leaves every ledger figure as it was, records the forfeit, removes the
 * person's name and e-mail, renames them on the brands' sales, releases the username, keeps their old
 * links sending shoppers to the store (earning nothing), and ends their sign-ins. A brand user closes
 * their login, never the brand.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { onboardedCreator } from '../../../../tests/support/brand';
import {
  api,
  documentClient,
  eventually,
  newUser,
  outputs,
  signedUpUser,
  signIn,
} from '../../../../tests/support/cloud';
import { expectMail, teamInvitationSecretIn } from '../../../../tests/support/mailbox';
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
import { tableItem } from '../../../../tests/support/table-items';

let brand: StoreBrand;
let live: StoreProduct;
let ava: Awaited<ReturnType<typeof partnerOn>>;
const avaEmail = `closing-${Date.now()}@example.com`;
const avaLogin = newUser('creator', { email: avaEmail });

/** The creator's ledger entries (their partition, Query), summed: what the closing must not move. */
const ledgerOf = async (creatorId: string) => {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: outputs().TableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :comm)',
        ExpressionAttributeValues: { ':pk': `CREATOR#${creatorId}`, ':comm': 'COMM#' },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return {
    entries: items.length,
    commission_cents: items.reduce((sum, item) => sum + Number(item.commission_cents), 0),
    statuses: items.map((item) => item.status).sort(),
  };
};

const brandSales = async () =>
  (await salesOf(brand.token)).sales as {
    order_id: string;
    sale_cents: number;
    commission_cents: number;
    creator_username: string;
    status: string;
  }[];

const close = (token: string, body: unknown) => api('/account/close', { ...json('POST', body), token });

beforeAll(async () => {
  ({ brand, live } = await sellingBrand(1, 20));
  ava = await partnerOn(brand, live.id, await onboardedCreator(undefined, { email: avaEmail }));
  await deliver(
    'orders/paid',
    brand.shop,
    orderPayload({ id: newOrderId(), ref: ava.code, lines: [{ product: live, quantity: 2 }] }),
  );
  await eventually(async () => ((await brandSales()).length === 1 ? true : undefined), 60_000);
}, 180_000);

describe('a creator closes their account', () => {
  it('the card says what is owed; a wrong confirmation is 400 and writes nothing', async () => {
    const { body } = await api('/account/data', { token: ava.token });
    expect(body.closing.owed_cents).toBeGreaterThan(0);
    expect(body.closing.forfeit_required).toBe(true);
    const wrong = await close(ava.token, { confirmation: 'close please', forfeit_balance: true });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.confirmation).toBe('Type CLOSE to confirm.');
    expect((await tableItem({ pk: `USER#${ava.creator.id}`, sk: 'PROFILE' }))?.email).toBe(avaEmail);
  });

  it('owed money without consent to forfeit it is 409, and nothing is written', async () => {
    const refused = await close(ava.token, { confirmation: 'CLOSE' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/You are still owed \$/);
    expect(refused.body.error.fields.forfeit_balance).toMatch(/Tick this/);
    expect(await tableItem({ pk: `CREATOR#${ava.creator.id}`, sk: 'FORFEIT' })).toBeUndefined();
    expect((await api('/me', { token: ava.token })).status).toBe(200);
  });

  it('with consent: closed, the forfeit recorded, the ledger and the sales unchanged, the person gone', async () => {
    const owed = (await api('/account/data', { token: ava.token })).body.closing.owed_cents;
    const ledgerBefore = await ledgerOf(ava.creator.id);
    const salesBefore = (await brandSales()).map((s) => [
      s.order_id,
      s.sale_cents,
      s.commission_cents,
      s.status,
    ]);
    const closed = await close(ava.token, { confirmation: 'CLOSE', forfeit_balance: true });
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ closed: true, forfeited_cents: owed });
    // The ledger: every entry as it was (the forfeit is a record beside them, not a change to them).
    expect(await ledgerOf(ava.creator.id)).toEqual(ledgerBefore);
    expect(await tableItem({ pk: `CREATOR#${ava.creator.id}`, sk: 'FORFEIT' })).toMatchObject({
      pending_cents: owed,
      confirmation: 'CLOSE',
    });
    // The person's name and e-mail are gone from their profile; the username is free again.
    const profile = await tableItem({ pk: `USER#${ava.creator.id}`, sk: 'PROFILE' });
    expect(profile).toMatchObject({ role: 'creator' });
    expect(profile?.closed_at).toBeTruthy();
    expect([profile?.email, profile?.first_name, profile?.last_name]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(await tableItem({ pk: `USERNAME#${ava.creator.username}`, sk: 'USERNAME' })).toBeUndefined();
    // The brand's sale keeps its money and ids, and names a closed account.
    const renamed = await eventually(async () => {
      const sales = await brandSales();
      return sales.every((s) => s.creator_username === 'Closed account') ? sales : undefined;
    });
    expect(renamed.map((s) => [s.order_id, s.sale_cents, s.commission_cents, s.status])).toEqual(salesBefore);
    // The public storefront is gone.
    expect((await api(`/storefront/${ava.creator.username}`)).status).toBe(404);
  });

  it('the closed account cannot sign in', async () => {
    await expect(signIn(avaLogin)).rejects.toThrow(/disabled/i);
  });

  it('an old link still sends shoppers to the store, and what they buy earns nobody', async () => {
    const response = await fetch(`${outputs().WebUrl}/r/${ava.code}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const orderId = newOrderId();
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({ id: orderId, ref: ava.code, lines: [{ product: live, quantity: 1 }] }),
    );
    const sale = await eventually(async () =>
      (await brandSales()).find((s) => s.order_id === String(orderId)),
    );
    expect(sale).toMatchObject({ status: 'unattributed', commission_cents: 0 });
    expect(
      (await salesOf(brand.token)).sales.find((s: { order_id: string }) => s.order_id === String(orderId))
        .status_reason,
    ).toMatch(/closed their account/);
  });
});

describe('signed out', () => {
  it('both routes are 401', async () => {
    expect((await api('/account/data')).status).toBe(401);
    expect((await api('/account/close', json('POST', { confirmation: 'CLOSE' }))).status).toBe(401);
  });
});

describe('a brand user closes their login', () => {
  it('the only owner is refused; once another member owns the brand, their login ends, they leave it, and it stays', async () => {
    const { user, token } = await signedUpUser('brand');
    const brandBefore = await eventually(async () => {
      const response = await api('/brand/onboarding', { token });
      return response.status === 200 ? response.body.brand : undefined;
    });
    expect((await api('/account/data', { token })).body.closing.forfeit_required).toBe(false);
    const alone = await close(token, { confirmation: 'CLOSE' });
    expect(alone.status).toBe(409);
    expect(alone.body.error.message).toMatch(/You are the only owner of .*a brand always keeps an owner/);

    // Another person joins and is made owner: now the first may go.
    const other = await signedUpUser('brand');
    const invited = await api('/brand/members/invitations', {
      ...json('POST', { email: other.user.email, role: 'admin' }),
      token,
    });
    expect(invited.status).toBe(201);
    const [mail] = await expectMail(other.user.email, /invited you to/, 1);
    const secret = teamInvitationSecretIn(mail);
    expect(
      (await api(`/team-invitations/${secret}/accept`, { method: 'POST', token: other.token })).status,
    ).toBe(200);
    const otherId = (await api('/me', { token: other.token })).body.id as string;
    const headers = { 'x-brand-id': brandBefore.id };
    expect(
      (await api(`/brand/members/${otherId}/transfer-ownership`, { method: 'POST', token, headers })).status,
    ).toBe(200);

    expect((await close(token, { confirmation: 'CLOSE' })).status).toBe(200);
    await expect(signIn(user)).rejects.toThrow(/disabled/i);
    expect(await tableItem({ pk: `BRAND#${brandBefore.id}`, sk: 'BRAND' })).toBeDefined();
    const team = await api('/brand/members', { token: other.token, headers });
    expect(
      team.body.members.map((member: { user_id: string; role: string }) => [member.user_id, member.role]),
    ).toEqual([[otherId, 'owner']]);
    const log = await api('/brand/audit-log', { token: other.token, headers });
    expect(log.body.entries[0]).toMatchObject({ kind: 'member.left', after: { closed_account: true } });
  });
});
