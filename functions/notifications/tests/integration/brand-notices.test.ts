/**
 * Issue 31 over the wire with the local mailbox: a brand hears of each message a creator sends it (the
 * contact form and a thread reply) in the bell, once however often the event is delivered, and by e-mail
 * only in the day's messages digest; its own replies tell no one here. A decision marks the notification
 * that asked for it done even when the decision's event arrives first (the notice is then written read,
 * with no e-mail), while a later ask of the same subject stays unread. A creator's declined invitation is
 * done in their bell. One brand and one creator for the file.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../../../events/catalogue';
import {
  brandNameOf,
  brandWithProducts,
  onboardedCreator,
  type TestBrand,
} from '../../../../tests/support/brand';
import { api, eventually, outputs, useCloudEnvironment } from '../../../../tests/support/cloud';
import { mailTo, publishEvents, redeliver } from '../../../../tests/support/mailbox';
import { json } from '../../../../tests/support/partnership';
import { runSchedule } from '../../../../tests/support/payouts';
import { getDecisionAsk } from '../../entities/decision-ask';
import { getDigest } from '../../entities/digest';

interface Bell {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  created_at: string;
  read_at: string | null;
}

const DAY_MS = 24 * 3600 * 1000;

let brand: TestBrand;
let brandEmail: string;
let brandUserId: string;
let brandName: string;
let creator: Awaited<ReturnType<typeof onboardedCreator>>;
const creatorEmail = `brand-notices-${Date.now()}@example.com`;

const bell = async (token: string): Promise<Bell[]> =>
  (await api('/notifications', { token })).body.notifications as Bell[];

const bellOf = async (token: string, kind: string) => (await bell(token)).filter((n) => n.kind === kind);

beforeAll(async () => {
  useCloudEnvironment();
  [brand, creator] = await Promise.all([
    brandWithProducts(1),
    onboardedCreator(undefined, { email: creatorEmail }),
  ]);
  expect(
    (await api('/brand/store', { ...json('POST', { platform: 'other' }), token: brand.token })).status,
  ).toBe(200);
  await api(`/brand/products/${brand.productIds[0]}/settings`, {
    ...json('PATCH', { available_to_influencers: true }),
    token: brand.token,
  });
  const me = (await api('/me', { token: brand.token })).body;
  brandEmail = me.email;
  brandUserId = me.id;
  brandName = await brandNameOf(brand);
}, 120_000);

describe("a creator's messages", () => {
  it('are in the brand’s bell one by one, once each, and by e-mail only in the day’s messages digest', async () => {
    const contact = await api(`/creator/brands/${brand.brandId}/messages`, {
      ...json('POST', { subject: 'Collaboration idea', message: 'Hi! I would love to film a routine.' }),
      token: creator.token,
    });
    expect(contact.status).toBe(201);
    const reply = await api(`/creator/threads/${brand.brandId}/messages`, {
      ...json('POST', { body: 'Also happy to do a review video.' }),
      token: creator.token,
    });
    expect(reply.status).toBe(201);
    // The brand's own answer tells the brand nothing.
    const answer = await api(`/brand/threads/${creator.creator.id}/messages`, {
      ...json('POST', { body: 'Thanks, let us talk!' }),
      token: brand.token,
    });
    expect(answer.status).toBe(201);

    const received = await eventually(async () => {
      const items = await bellOf(brand.token, 'message_received');
      return items.length >= 2 ? items : undefined;
    }, 30_000);
    const link = `/brand/messages/${creator.creator.id}`;
    expect(received.map((n) => ({ title: n.title, body: n.body, link: n.link, read: n.read_at }))).toEqual([
      {
        title: `${brandName} · New message from @${creator.creator.username}`,
        body: '“Also happy to do a review video.”',
        link,
        read: null,
      },
      {
        title: `${brandName} · @${creator.creator.username} wrote to you: Collaboration idea`,
        body: '“Hi! I would love to film a routine.”',
        link,
        read: null,
      },
    ]);

    // Delivered again, each is told once.
    expect(await redeliver('messageId', contact.body.message.id, 2)).toBe(1);
    expect(await redeliver('messageId', reply.body.message.id, 2)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await bellOf(brand.token, 'message_received')).toHaveLength(2);
    expect(await bellOf(creator.token, 'message_received')).toHaveLength(0);

    // No e-mail of their own: lines of the day's messages digest (a day each, should they straddle midnight).
    expect((await mailTo(brandEmail)).filter((m) => /message/i.test(m.subject))).toEqual([]);
    const days = new Set(received.map((n) => n.created_at.slice(0, 10)));
    const lines = await Promise.all(
      [...days].map(async (day) => (await getDigest(brandUserId, `${day}#messages`))?.count ?? 0),
    );
    expect(lines.reduce((sum, n) => sum + n, 0)).toBe(2);

    const lastDay = [...days].sort().at(-1) as string;
    await runSchedule(
      'SendNotificationDigests',
      new Date(Date.parse(`${lastDay}T00:00:00.000Z`) + DAY_MS + 60_000).toISOString(),
      { userIds: [brandUserId] },
    );
    const digests = (await mailTo(brandEmail)).filter((m) => /new messages? from creators/.test(m.subject));
    expect(digests).toHaveLength(days.size);
    const text = digests.map((m) => m.text ?? '').join('\n');
    expect(text).toContain(
      `@${creator.creator.username} (Collaboration idea): “Hi! I would love to film a routine.”`,
    );
    expect(text).toContain(`${outputs().WebUrl}${link}`);
    expect(digests[0]?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  }, 120_000);
});

describe('decisions', () => {
  it('a decision whose event comes before the notice asking for it: the notice is written read, with no e-mail; a later ask stays unread', async () => {
    const saleId = `SALE#${new Date().toISOString()}#late-${randomUUID().slice(0, 8)}`;
    const orderName = `#L${randomUUID().slice(0, 6)}`;
    const askedAt = new Date(Date.now() - 60_000);
    const held = catalogue.SaleHeldForReview;
    const heldDetail = {
      version: 1,
      brandId: brand.brandId,
      saleId,
      orderName,
      status: 'held',
      reason: 'Self-referral.',
      creatorUsername: creator.creator.username,
    };
    // The brand released the sale (its event first), then the "waiting for your decision" notice arrives.
    await publishEvents([
      {
        source: catalogue.HeldSaleDecided.source,
        detailType: catalogue.HeldSaleDecided.detailType,
        detail: {
          version: 1,
          brandId: brand.brandId,
          saleId,
          decision: 'release',
          decidedAt: new Date().toISOString(),
        },
        eventId: `evt_decided_${randomUUID()}`,
        at: new Date(),
      },
    ]);
    await eventually(
      async () => ((await getDecisionAsk(brandUserId, `sale:${saleId}`))?.decided_at ? true : undefined),
      20_000,
    );
    await publishEvents([
      {
        source: held.source,
        detailType: held.detailType,
        detail: heldDetail,
        eventId: `evt_held_${randomUUID()}`,
        at: askedAt,
      },
    ]);
    const [late] = await eventually(async () => {
      const items = (await bellOf(brand.token, 'sale_held')).filter((n) => n.title.includes(orderName));
      return items.length > 0 ? items : undefined;
    }, 20_000);
    expect(late?.read_at).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await mailTo(brandEmail)).filter((m) => m.subject.includes(orderName))).toEqual([]);

    // The same subject asked again after the decision (another event): not settled by the earlier one.
    await publishEvents([
      {
        source: held.source,
        detailType: held.detailType,
        detail: heldDetail,
        eventId: `evt_held_${randomUUID()}`,
        at: new Date(Date.now() + 1_000),
      },
    ]);
    const asks = await eventually(async () => {
      const items = (await bellOf(brand.token, 'sale_held')).filter((n) => n.title.includes(orderName));
      return items.length === 2 ? items : undefined;
    }, 20_000);
    expect(asks.map((n) => n.read_at === null).sort()).toEqual([false, true]);
  }, 90_000);

  it("an invitation the creator declines is done in the creator's bell", async () => {
    const invited = await api('/brand/invitations', {
      ...json('POST', { creator_id: creator.creator.id, product_ids: [brand.productIds[0]] }),
      token: brand.token,
    });
    expect(invited.status).toBe(201);
    const invitationId = invited.body.invitation.id as string;
    const [asked] = await eventually(async () => {
      const items = await bellOf(creator.token, 'invitation_received');
      return items.length > 0 ? items : undefined;
    }, 20_000);
    expect(asked?.read_at).toBeNull();
    const declined = await api(`/creator/invitations/${invitationId}/decline`, {
      ...json('POST'),
      token: creator.token,
    });
    expect(declined.status).toBe(200);
    await eventually(async () => {
      const [item] = await bellOf(creator.token, 'invitation_received');
      return item?.read_at ? true : undefined;
    }, 20_000);
    // Redelivered, nothing changes (and nothing is told twice).
    expect(await redeliver('invitationId', invitationId, 2)).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const items = await bellOf(creator.token, 'invitation_received');
    expect(items).toHaveLength(1);
    expect(items[0]?.read_at).not.toBeNull();
  }, 90_000);
});
