/**
 * StorefrontChanged (issue 20: the edge copy of /{username} is invalidated): written once by every
 * write that changes what the page shows (adding, updating, reordering and removing products, saving
 * the settings) and by the creator's rename, which names both usernames; never by a follow. Counted as
 * the local bus received the events (published from the outbox, in the order they were written).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedEntry } from '../../../../infra/local/event-bus';
import { api, eventually, signedUpUser, useCloudEnvironment } from '../../../../tests/support/cloud';
import { entriesWith } from '../../../../tests/support/local-bus';
import { brandWithLiveProducts, json, type StoreBrand } from '../../../../tests/support/partnership';
import { partnerOn } from '../../../../tests/support/sales';

let creator: Awaited<ReturnType<typeof partnerOn>>;
let productIds: string[];

const call = (path: string, method: string, body?: unknown) =>
  api(path, { ...json(method, body), token: creator.token });

const changes = async (field: string, value: string): Promise<ReceivedEntry[]> =>
  (await entriesWith(field, value)).accepted.filter((entry) => entry.detailType === 'StorefrontChanged');

const occurredAt = (entry: ReceivedEntry) =>
  (entry.detail as { meta?: { occurredAt?: string } }).meta?.occurredAt ?? '';

beforeAll(async () => {
  const brand = (await brandWithLiveProducts(2)) as StoreBrand;
  productIds = brand.liveProductIds;
  creator = await partnerOn(brand, productIds[0] as string);
  await partnerOn(brand, productIds[1] as string, creator);
}, 120_000);

describe('StorefrontChanged', () => {
  it('once per editor write, none for a follow; a rename names the old and the new username', async () => {
    const [first, second] = productIds as [string, string];
    const oldName = creator.creator.username;
    expect((await call('/creator/storefront/products', 'POST', { product_id: first })).status).toBe(201);
    expect((await call('/creator/storefront/products', 'POST', { product_id: second })).status).toBe(201);
    expect((await call(`/creator/storefront/products/${second}`, 'PATCH', { featured: true })).status).toBe(
      200,
    );
    expect((await call('/creator/storefront/order', 'PUT', { product_ids: [second, first] })).status).toBe(
      200,
    );
    expect((await call(`/creator/storefront/products/${first}`, 'DELETE')).status).toBe(204);
    const saved = await call('/creator/storefront', 'PUT', {
      marketplace_name: 'Picks',
      bio: 'Things I love',
      theme_color: '#112233',
      background_color: '#fafafa',
      layout_style: 'list',
      header_image_url: null,
      is_active: true,
    });
    expect(saved.status).toBe(200);
    const follower = await signedUpUser('creator');
    expect(
      (await api(`/storefront-follows/${oldName}`, { ...json('PUT'), token: follower.token })).status,
    ).toBe(200);

    const renamedAt = new Date().toISOString();
    const newName = `renamed_${randomUUID().slice(0, 8)}`;
    useCloudEnvironment();
    const { saveCreatorProfile } = await import('../../save-creator-profile');
    await saveCreatorProfile(creator.creator.id, { username: newName }, { completeOnboarding: false });

    const renamed = await eventually(async () => {
      const found = await changes('previousUsername', oldName);
      return found.some((entry) => occurredAt(entry) >= renamedAt) ? found : undefined;
    }, 20_000);
    expect(renamed.map((entry) => entry.detail)).toEqual([
      expect.objectContaining({ version: 1, username: newName, previousUsername: oldName }),
    ]);
    // Two additions, the update, the order, the removal, the settings: six; the follow none.
    expect(await changes('username', oldName)).toHaveLength(6);
  });
});
