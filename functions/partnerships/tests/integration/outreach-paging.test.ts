/**
 * Thread and invitation lists a page at a time (issue 21, 'Load more'): 30 items are 25 newest first
 * and a cursor, then the other 5 and no cursor, with nothing twice and nothing of another party's. A
 * cursor names only the last item shown (its sort-key parts); another party's cursor, a tampered one or
 * one shaped as a table key is a 400 with the invalid-cursor message, never a 500.
 */
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CURSOR } from '../../../../contracts/paging';
import type { TestBrand } from '../../../../tests/support/brand';
import { api, documentClient, useCloudEnvironment } from '../../../../tests/support/cloud';
import { brandWithLiveProducts, onboardedCreator } from '../../../../tests/support/partnership';
import { createId } from '../../../shared/data/ids';

type Creator = Awaited<ReturnType<typeof onboardedCreator>>;
type Thread = { brand_id: string; creator_id: string; last_message_at: string };
type Page<K extends string> = { [key in K]: { id?: string }[] } & { next_cursor: string | null };

const SEEDED = 30;
const PAGE = 25;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Both pages of a list: the first, then the one its cursor names. */
const twoPages = async <K extends string>(path: string, token: string) => {
  const first = await api(path, { token });
  expect(first.status).toBe(200);
  expect(first.body.next_cursor).toEqual(expect.any(String));
  const second = await api(`${path}?cursor=${first.body.next_cursor}`, { token });
  expect(second.status).toBe(200);
  return [first.body, second.body] as [Page<K>, Page<K>];
};

const refusedCursor = async (path: string, token: string, cursor: string) => {
  const response = await api(`${path}?cursor=${cursor}`, { token });
  expect(response.status).toBe(400);
  expect(response.body.error.fields.cursor).toBe(INVALID_CURSOR);
};

type LiveBrand = TestBrand & { liveProductIds: string[] };
let brand: LiveBrand;
let other: LiveBrand;
let creator: Creator;
let elsewhere: Creator;

/**
 * The real writes, in-process and all at once. Threads: the write of a message (appendMessageItems: the
 * message, the thread, the recipient's unread total) without the sender's hourly limit; the brand writes
 * to 29 creators and the creator to 30 brands, so no two writes share an item (one sender's limit window
 * or one recipient's total would make them conflict and retry). One more creator writes to the brand
 * (sendThreadMessage: one unread) and one to the other brand.
 * Invitations: the brand invites the creator 30 times (inviteCreator, as the route); the other brand
 * invites another creator once.
 */
beforeAll(async () => {
  useCloudEnvironment();
  [brand, other, creator, elsewhere] = await Promise.all([
    brandWithLiveProducts(1),
    brandWithLiveProducts(1),
    onboardedCreator(),
    onboardedCreator(),
  ]);
  const [{ appendMessageItems, sendThreadMessage }, { inviteCreator }, { getBrand }] = await Promise.all([
    import('../../send-thread-message'),
    import('../../invite-creator'),
    import('../../../catalogue'),
  ]);
  const [ours, theirs] = await Promise.all([getBrand(brand.brandId), getBrand(other.brandId)]);
  if (!ours || !theirs) throw new Error('brands not found');
  const someone = () => ({ id: randomUUID(), username: `pager_${randomUUID().slice(0, 8)}` });
  const message = (sender: 'brand' | 'creator') => ({
    id: createId('msg_'),
    sender,
    subject: null,
    body: `Hello from the ${sender}`,
    created_at: new Date().toISOString(),
  });
  const write = (items: object[]) =>
    documentClient().send(new TransactWriteCommand({ TransactItems: items as never }));
  const times = <T>(count: number, make: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: count }, (_, i) => make(i)));
  await Promise.all([
    times(SEEDED - 1, () => write(appendMessageItems(ours, someone(), message('brand')))),
    sendThreadMessage(ours, someone(), { sender: 'creator', body: 'One unread' }),
    times(SEEDED, (i) =>
      write(
        appendMessageItems(
          { id: `br_pager${randomUUID().slice(0, 8)}`, brand_name: `Brand ${i}` },
          creator.creator,
          message('creator'),
        ),
      ),
    ),
    sendThreadMessage(theirs, someone(), { sender: 'creator', body: 'Not yours' }),
    times(SEEDED, () =>
      inviteCreator(ours, { creator_id: creator.creator.id, product_ids: brand.liveProductIds, note: null }),
    ),
    inviteCreator(theirs, {
      creator_id: elsewhere.creator.id,
      product_ids: other.liveProductIds,
      note: null,
    }),
  ]);
});

describe('thread lists, a page at a time', () => {
  const checkPages = (pages: [Page<'threads'>, Page<'threads'>], key: (thread: Thread) => string) => {
    const [first, second] = pages as unknown as [
      { threads: Thread[] },
      { threads: Thread[]; next_cursor: null },
    ];
    expect(first.threads).toHaveLength(PAGE);
    expect(second.threads).toHaveLength(SEEDED - PAGE);
    expect(second.next_cursor).toBeNull();
    const all = [...first.threads, ...second.threads];
    expect(new Set(all.map(key)).size).toBe(SEEDED);
    // Latest first across both pages (ties broken by the other party's id, as the index sorts).
    const order = all.map(key);
    expect(order).toEqual([...order].sort().reverse());
    return all;
  };

  it("the brand's 30 threads: 25 latest first with a cursor, then 5; the unread total on both pages", async () => {
    const pages = await twoPages<'threads'>('/brand/threads', brand.token);
    const all = checkPages(pages, (t) => `${t.last_message_at}#${t.creator_id}`);
    expect(all.every((thread) => thread.brand_id === brand.brandId)).toBe(true);
    const [first, second] = pages as unknown as { unread_total: number }[];
    expect(first?.unread_total).toBe(1);
    expect(second?.unread_total).toBe(1);
  });

  it("the creator's 30 threads, the same way", async () => {
    const pages = await twoPages<'threads'>('/creator/threads', creator.token);
    const all = checkPages(pages, (t) => `${t.last_message_at}#${t.brand_id}`);
    expect(all.every((thread) => thread.creator_id === creator.creator.id)).toBe(true);
  });

  it("another brand's cursor, a tampered cursor or a table key is a 400, never a page", async () => {
    const { next_cursor: cursor } = (await api('/brand/threads', { token: brand.token })).body;
    // The other brand has a thread, but not with the creator the cursor names.
    await refusedCursor('/brand/threads', other.token, cursor);
    await refusedCursor('/creator/threads', creator.token, cursor);
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    await refusedCursor('/brand/threads', brand.token, encode({ ...decoded, id: `${decoded.id}#x` }));
    await refusedCursor('/brand/threads', brand.token, encode({ ...decoded, at: 'yesterday' }));
    await refusedCursor('/brand/threads', brand.token, encode({ ...decoded, pk: `BRAND#${other.brandId}` }));
    await refusedCursor(
      '/brand/threads',
      brand.token,
      encode({ gsi1pk: `BRAND#${other.brandId}#THREADS`, gsi1sk: decoded.at, pk: 'x', sk: 'THREAD' }),
    );
    await refusedCursor('/creator/threads', creator.token, '%24%24');
  });
});

describe('invitation lists, a page at a time', () => {
  const checkPages = (pages: [Page<'invitations'>, Page<'invitations'>]) => {
    const [first, second] = pages;
    expect(first.invitations).toHaveLength(PAGE);
    expect(second.invitations).toHaveLength(SEEDED - PAGE);
    expect(second.next_cursor).toBeNull();
    const ids = [...first.invitations, ...second.invitations].map((invitation) => invitation.id as string);
    expect(new Set(ids).size).toBe(SEEDED);
    // Ids sort by time: newest first.
    expect(ids).toEqual([...ids].sort().reverse());
    return [...first.invitations, ...second.invitations] as { brand_id: string; creator_id: string }[];
  };

  it("the brand's 30 invitations: 25 newest first with a cursor, then 5, none of another brand", async () => {
    const all = checkPages(await twoPages<'invitations'>('/brand/invitations', brand.token));
    expect(all.every((invitation) => invitation.brand_id === brand.brandId)).toBe(true);
  });

  it("the creator's 30 invitations, the same way", async () => {
    const all = checkPages(await twoPages<'invitations'>('/creator/invitations', creator.token));
    expect(all.every((invitation) => invitation.creator_id === creator.creator.id)).toBe(true);
  });

  it("another party's cursor, a tampered cursor or a table key is a 400, never a page", async () => {
    const brandCursor = (await api('/brand/invitations', { token: brand.token })).body.next_cursor;
    const creatorCursor = (await api('/creator/invitations', { token: creator.token })).body.next_cursor;
    await refusedCursor('/brand/invitations', other.token, brandCursor);
    await refusedCursor('/creator/invitations', elsewhere.token, creatorCursor);
    const { after } = JSON.parse(Buffer.from(brandCursor, 'base64url').toString());
    await refusedCursor('/brand/invitations', brand.token, encode({ after: `${after}#x` }));
    await refusedCursor('/brand/invitations', brand.token, encode({ after, creator: creator.creator.id }));
    await refusedCursor(
      '/creator/invitations',
      creator.token,
      encode({ pk: `CREATOR#${elsewhere.creator.id}`, sk: `INVITE#${after}` }),
    );
    await refusedCursor('/creator/invitations', creator.token, 'not!base64');
  });
});
