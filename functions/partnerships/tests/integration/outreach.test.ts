/**
 * Outreach over the wire (issue 21): a brand invites a creator to products; accepting approves the
 * partnership and the links follow (once each, a second accept is a 409); declining is recorded. One
 * thread per brand and creator: the contact form starts it (old inbox messages join it), both sides
 * reply, unread counts rise and fall to zero when the recipient opens it. Another brand or creator
 * reaches none of it.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestBrand } from '../../../../tests/support/brand';
import {
  api,
  documentClient,
  eventually,
  outputs,
  useCloudEnvironment,
} from '../../../../tests/support/cloud';
import { brandWithLiveProducts, json, onboardedCreator } from '../../../../tests/support/partnership';

type Creator = Awaited<ReturnType<typeof onboardedCreator>>;
type LiveBrand = TestBrand & { liveProductIds: string[] };

let brand: LiveBrand;
let other: LiveBrand;
let creator: Creator;
let outsider: Creator;

beforeAll(async () => {
  useCloudEnvironment();
  [brand, other, creator, outsider] = await Promise.all([
    brandWithLiveProducts(3),
    brandWithLiveProducts(1),
    onboardedCreator(),
    onboardedCreator(),
  ]);
});

const invite = (from: LiveBrand, to: Creator, productIds: string[], note?: string) =>
  api('/brand/invitations', {
    ...json('POST', { creator_id: to.creator.id, product_ids: productIds, ...(note ? { note } : {}) }),
    token: from.token,
  });
const linksOf = async (who: Creator) =>
  (await api('/creator/campaigns', { token: who.token })).body.links as { product_id: string }[];

describe('invitations', () => {
  it('invite → accept → one link per invited product; of two accepts at once one is a 409, and a later one too', async () => {
    const products = brand.liveProductIds.slice(0, 2);
    const sent = await invite(brand, creator, products, 'We love your reels!');
    expect(sent.status).toBe(201);
    const { invitation } = sent.body;
    expect(invitation).toMatchObject({ status: 'pending', note: 'We love your reels!' });
    expect(invitation.products.map((p: { id: string }) => p.id)).toEqual(products);

    // The creator sees it; another creator does not, and cannot accept it.
    const mine = (await api('/creator/invitations', { token: creator.token })).body.invitations;
    expect(mine.map((i: { id: string }) => i.id)).toContain(invitation.id);
    expect((await api('/creator/invitations', { token: outsider.token })).body.invitations).toEqual([]);
    const stolen = await api(`/creator/invitations/${invitation.id}/accept`, {
      ...json('POST'),
      token: outsider.token,
    });
    expect(stolen.status).toBe(404);

    // Two accepts at once: exactly one goes through.
    const answers = await Promise.all(
      [1, 2].map(() =>
        api(`/creator/invitations/${invitation.id}/accept`, { ...json('POST'), token: creator.token }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const accepted = answers.find((answer) => answer.status === 200);
    expect(accepted?.body.invitation.status).toBe('accepted');
    const links = await eventually(async () => {
      const found = (await linksOf(creator)).filter((link) => products.includes(link.product_id));
      return found.length === products.length ? found : undefined;
    }, 15_000);
    expect(links.map((link) => link.product_id).sort()).toEqual([...products].sort());
    // The creator was told (InvitationSent → NotifyPeople).
    await eventually(async () => {
      const { notifications } = (await api('/notifications', { token: creator.token })).body;
      return notifications.some((n: { title: string }) => n.title.includes('invites you to promote'))
        ? true
        : undefined;
    }, 15_000);

    const again = await api(`/creator/invitations/${invitation.id}/accept`, {
      ...json('POST'),
      token: creator.token,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('You already accepted this invitation.');
    // The applications are approved, as an approved application's would be, and no link is doubled.
    const campaigns = (await api('/creator/campaigns', { token: creator.token })).body;
    expect(
      campaigns.approved.filter((a: { product_id: string }) => products.includes(a.product_id)),
    ).toHaveLength(2);
    expect((await linksOf(creator)).filter((link) => products.includes(link.product_id))).toHaveLength(2);
    // The brand sees the state.
    const listed = (await api('/brand/invitations', { token: brand.token })).body.invitations;
    expect(listed.find((i: { id: string }) => i.id === invitation.id)).toMatchObject({ status: 'accepted' });
  });

  it('decline is recorded and shown to the brand; accepting after it is a 409', async () => {
    const sent = await invite(brand, outsider, [brand.liveProductIds[2] as string]);
    const { id } = sent.body.invitation;
    const declined = await api(`/creator/invitations/${id}/decline`, {
      ...json('POST'),
      token: outsider.token,
    });
    expect(declined.status).toBe(200);
    expect(declined.body.invitation.status).toBe('declined');
    const late = await api(`/creator/invitations/${id}/accept`, { ...json('POST'), token: outsider.token });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('You already declined this invitation.');
    const listed = (await api('/brand/invitations', { token: brand.token })).body.invitations;
    expect(listed.find((i: { id: string }) => i.id === id)).toMatchObject({ status: 'declined' });
    // Another brand sees none of this brand's invitations.
    const others = (await api('/brand/invitations', { token: other.token })).body.invitations;
    expect(others.find((i: { id: string }) => i.id === id)).toBeUndefined();
    expect((await linksOf(outsider)).map((link) => link.product_id)).not.toContain(brand.liveProductIds[2]);
  });

  it("another brand's product, a blacklisted creator and bad input are refused, nothing written", async () => {
    const foreign = await invite(brand, outsider, [other.liveProductIds[0] as string]);
    expect(foreign.status).toBe(404);
    const blocked = await onboardedCreator();
    await api(`/brand/creators/${blocked.creator.id}/relationship`, {
      ...json('PUT', { relationship_type: 'blacklist' }),
      token: brand.token,
    });
    const refused = await invite(brand, blocked, [brand.liveProductIds[0] as string]);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/blacklist/);
    const empty = await invite(brand, blocked, []);
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.product_ids).toBe('Choose at least one product');
    expect((await api('/creator/invitations', { token: blocked.token })).body.invitations).toEqual([]);
  });
});

describe('message threads', () => {
  const unread = async (side: 'brand' | 'creator', token: string) =>
    (await api(`/${side}/unread-messages`, { token })).body.unread_total as number;

  it('the contact form starts the thread; replies move unread counts; opening marks read', async () => {
    const writer = await onboardedCreator();
    const contact = await api(`/creator/brands/${brand.brandId}/messages`, {
      ...json('POST', { subject: 'Collab?', message: 'I would love to feature your serum.' }),
      token: writer.token,
    });
    expect(contact.status).toBe(201);
    const before = await unread('brand', brand.token);
    expect(before).toBeGreaterThanOrEqual(1);
    const listed = (await api('/brand/threads', { token: brand.token })).body;
    const thread = listed.threads.find((t: { creator_id: string }) => t.creator_id === writer.creator.id);
    expect(thread).toMatchObject({
      unread: 1,
      last_sender: 'creator',
      creator_username: writer.creator.username,
    });
    expect(listed.unread_total).toBe(before);

    // The brand opens it: the contact message is its first message, and the counts fall to zero.
    const opened = (await api(`/brand/threads/${writer.creator.id}`, { token: brand.token })).body;
    expect(opened.messages).toEqual([
      expect.objectContaining({
        sender: 'creator',
        subject: 'Collab?',
        body: 'I would love to feature your serum.',
      }),
    ]);
    expect(opened.thread.unread).toBe(0);
    expect(await unread('brand', brand.token)).toBe(before - 1);

    // The brand answers: the creator's counts rise, then fall when it opens the thread.
    const reply = await api(`/brand/threads/${writer.creator.id}/messages`, {
      ...json('POST', { body: 'Yes! Let us talk.' }),
      token: brand.token,
    });
    expect(reply.status).toBe(201);
    expect(await unread('creator', writer.token)).toBe(1);
    const mine = (await api('/creator/threads', { token: writer.token })).body;
    expect(mine.threads).toEqual([expect.objectContaining({ brand_id: brand.brandId, unread: 1 })]);
    const read = (await api(`/creator/threads/${brand.brandId}`, { token: writer.token })).body;
    expect(read.messages.map((m: { body: string }) => m.body)).toEqual([
      'Yes! Let us talk.',
      'I would love to feature your serum.',
    ]);
    expect(await unread('creator', writer.token)).toBe(0);

    // The creator replies in the thread; paging walks it newest first.
    await api(`/creator/threads/${brand.brandId}/messages`, {
      ...json('POST', { body: 'Great, sending ideas.' }),
      token: writer.token,
    });
    expect(await unread('brand', brand.token)).toBe(before);
    const first = (await api(`/brand/threads/${writer.creator.id}?limit=2`, { token: brand.token })).body;
    expect(first.messages.map((m: { body: string }) => m.body)).toEqual([
      'Great, sending ideas.',
      'Yes! Let us talk.',
    ]);
    const second = (
      await api(`/brand/threads/${writer.creator.id}?limit=2&cursor=${first.next_cursor}`, {
        token: brand.token,
      })
    ).body;
    expect(second.messages.map((m: { body: string }) => m.body)).toEqual([
      'I would love to feature your serum.',
    ]);
    expect(second.next_cursor).toBeNull();

    // Three answers at once: the counts move by exactly three (atomic ADDs).
    const burst = await Promise.all(
      ['One', 'Two', 'Three'].map((body) =>
        api(`/brand/threads/${writer.creator.id}/messages`, {
          ...json('POST', { body }),
          token: brand.token,
        }),
      ),
    );
    expect(burst.map((response) => response.status)).toEqual([201, 201, 201]);
    expect(await unread('creator', writer.token)).toBe(3);
    expect((await api(`/creator/threads/${brand.brandId}?limit=3`, { token: writer.token })).status).toBe(
      200,
    );
    expect(await unread('creator', writer.token)).toBe(0);

    // Another brand neither reads nor answers this thread: its own address for the creator is empty.
    const foreign = (await api(`/brand/threads/${writer.creator.id}`, { token: other.token })).body;
    expect(foreign.messages).toEqual([]);
    expect((await api('/brand/threads', { token: other.token })).body.threads).toEqual([]);
    const blank = await api(`/brand/threads/${writer.creator.id}/messages`, {
      ...json('POST', { body: '   ' }),
      token: other.token,
    });
    expect(blank.status).toBe(400);
    // What it writes to the creator goes to its own thread with them, never into this one.
    const ours = (await api(`/brand/threads/${writer.creator.id}?limit=100`, { token: brand.token })).body;
    const elsewhere = await api(`/brand/threads/${writer.creator.id}/messages`, {
      ...json('POST', { body: 'From another brand' }),
      token: other.token,
    });
    expect(elsewhere.status).toBe(201);
    const after = (await api(`/brand/threads/${writer.creator.id}?limit=100`, { token: brand.token })).body;
    expect(after.messages).toEqual(ours.messages);
    const withBrand = (await api(`/creator/threads/${brand.brandId}?limit=100`, { token: writer.token }))
      .body;
    expect(withBrand.messages.map((m: { body: string }) => m.body)).not.toContain('From another brand');
    const threads = (await api('/creator/threads', { token: writer.token })).body.threads;
    expect(threads.map((t: { brand_id: string }) => t.brand_id).sort()).toEqual(
      [brand.brandId, other.brandId].sort(),
    );
  });

  it("an inbox message from before threads is its thread's first message", async () => {
    const writer = await onboardedCreator();
    const id = `msg_01JOLD${Date.now().toString(36).toUpperCase().padStart(20, '0')}`.slice(0, 30);
    await documentClient().send(
      new PutCommand({
        TableName: outputs().TableName,
        Item: {
          pk: `BRAND#${other.brandId}`,
          sk: `MSG#${id}`,
          type: 'brand-message',
          id,
          brand_id: other.brandId,
          creator_id: writer.creator.id,
          creator_username: writer.creator.username,
          subject: 'Old hello',
          message: 'Written before threads existed.',
          created_at: '2026-01-02T03:04:05.000Z',
        },
      }),
    );
    const listed = (await api('/brand/threads', { token: other.token })).body;
    const mine = (listed.threads as { creator_id: string }[]).filter(
      (t) => t.creator_id === writer.creator.id,
    );
    expect(mine).toEqual([
      expect.objectContaining({
        creator_id: writer.creator.id,
        unread: 1,
        last_message_preview: 'Written before threads existed.',
      }),
    ]);
    const opened = (await api(`/brand/threads/${writer.creator.id}`, { token: other.token })).body;
    expect(opened.messages).toEqual([
      expect.objectContaining({
        id,
        subject: 'Old hello',
        sender: 'creator',
        created_at: '2026-01-02T03:04:05.000Z',
      }),
    ]);
    // Read again: moved once, not twice.
    await api('/brand/threads', { token: other.token });
    expect(
      (await api(`/brand/threads/${writer.creator.id}`, { token: other.token })).body.messages,
    ).toHaveLength(1);
    const creatorSide = (await api(`/creator/threads/${other.brandId}`, { token: writer.token })).body;
    expect(creatorSide.messages).toHaveLength(1);
  });
});
