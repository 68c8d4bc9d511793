/**
 * Codes outlive usernames, over the wire: a creator renames, another creator takes the released name,
 * and the newcomer still gets working links (Copy Link and approvals) and a discount code with a text
 * of its own, while the old owner's link and code stay theirs. A store that refuses a code marks the
 * request failed with the store's reason, on the brand's and the creator's campaigns screens.
 */
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { busEvent } from '../../../../tests/support/bus-event';
import {
  api,
  documentClient,
  eventually,
  outputs,
  useCloudEnvironment,
} from '../../../../tests/support/cloud';
import {
  approvedApplication,
  brandWithStore,
  json,
  onboardedCreator,
  type StoreBrand,
} from '../../../../tests/support/partnership';

type Creator = Awaited<ReturnType<typeof onboardedCreator>>;

let brand: StoreBrand;

beforeAll(async () => {
  useCloudEnvironment();
  brand = await brandWithStore(3);
});

const product = (index: number) => brand.liveProductIds[index] as string;
const campaignsOf = async (token: string) => (await api('/creator/campaigns', { token })).body;
const linkFor = async (token: string, productId: string) =>
  (await campaignsOf(token)).links.find((link: { product_id: string }) => link.product_id === productId);
const codeOf = async (token: string, brandId: string) =>
  (await campaignsOf(token)).discount_codes.find((code: { brand_id: string }) => code.brand_id === brandId);
const brandCodeOf = async (creatorId: string) =>
  (await api('/brand/campaigns', { token: brand.token })).body.discount_codes.find(
    (code: { creator_id: string }) => code.creator_id === creatorId,
  );

const copyLink = (token: string, productId: string) =>
  api('/creator/links', { ...json('POST', { brand_id: brand.brandId, product_id: productId }), token });

const applyAndApprove = (creator: Creator, productId: string) =>
  approvedApplication(brand, creator.token, productId);

const requestAndApproveCode = async (creator: Creator) => {
  const requested = await api('/creator/discount-codes', {
    ...json('POST', { brand_id: brand.brandId }),
    token: creator.token,
  });
  expect(requested.status).toBe(201);
  const approved = await api(`/brand/discount-codes/${creator.creator.id}/approve`, {
    ...json('POST', { discount_percentage: 10 }),
    token: brand.token,
  });
  expect(approved.status).toBe(200);
  return requested.body.discount_code.code as string;
};

const rename = (creator: Creator, username: string) =>
  api('/creator/profile', {
    ...json('PUT', { username, bio: 'Renamed for a test' }),
    token: creator.token,
  });

/** The store's token, as the consumer opens it, for calling the demo store directly. */
const storeConnection = async () => {
  const { decryptSecret } = await import('../../../shared/crypto/secret-box');
  const { getSealedStoreToken } = await import('../../../catalogue');
  const accessToken = await decryptSecret((await getSealedStoreToken(brand.brandId)) ?? '', {
    purpose: 'store-token',
    brandId: brand.brandId,
  });
  return { shop: brand.shop, accessToken, scope: '' };
};

describe('codes outlive usernames', () => {
  const name = `swap_${randomUUID().slice(0, 8)}`;
  let first: Creator;
  let next: Creator;
  let firstLinkCode: string;
  let firstApprovedCode: string;

  beforeAll(async () => {
    first = await onboardedCreator(name);
    // The first owner of the name: a link by Copy Link, one by approval, and a discount code.
    const copied = await copyLink(first.token, product(0));
    expect(copied.status).toBe(201);
    firstLinkCode = copied.body.link.referral_code;
    await applyAndApprove(first, product(1));
    firstApprovedCode = (await eventually(() => linkFor(first.token, product(1)), 10_000)).referral_code;
    expect(await requestAndApproveCode(first)).toBe(name);
    await eventually(async () =>
      (await codeOf(first.token, brand.brandId))?.store_sync === 'created' ? true : undefined,
    );

    // The first owner renames, releasing the name; the next creator takes it.
    expect((await rename(first, `${name}_old`)).status).toBe(200);
    next = await onboardedCreator(name);
  });

  it('the next owner of the name copies a link: a new link with a different code', async () => {
    const copied = await copyLink(next.token, product(0));
    expect(copied.status).toBe(201);
    expect(copied.body.created).toBe(true);
    expect(copied.body.link.referral_code).not.toBe(firstLinkCode);
    expect(copied.body.link.referral_code).toBe(`${firstLinkCode}_2`);
    const again = await copyLink(next.token, product(0));
    expect(again.status).toBe(200);
    expect(again.body.link.referral_code).toBe(`${firstLinkCode}_2`);
  });

  it('an approval for the next owner creates its link (no dead letter), under a code of its own', async () => {
    await applyAndApprove(next, product(1));
    const link = await eventually(() => linkFor(next.token, product(1)), 10_000);
    expect(link.referral_code).not.toBe(firstApprovedCode);
    expect(link.referral_code.startsWith(`${name}_`)).toBe(true);
  });

  it("the first owner's links still belong to them and still redirect", async () => {
    const theirs = await linkFor(first.token, product(0));
    expect(theirs.referral_code).toBe(firstLinkCode);
    const response = await fetch(`${outputs().WebUrl}/r/${firstLinkCode}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location') ?? '', outputs().WebUrl).searchParams.get('ref')).toBe(
      firstLinkCode,
    );
  });

  it('the next owner gets a discount code with a different text, created in the store', async () => {
    const code = await requestAndApproveCode(next);
    expect(code).toBe(`${name}-2`);
    const synced = await eventually(async () => {
      const current = await codeOf(next.token, brand.brandId);
      return current?.store_sync === 'pending' ? undefined : current;
    }, 10_000);
    expect(synced).toMatchObject({ code: `${name}-2`, store_sync: 'created', store_error: null });
    // Two approved codes at this brand, two texts.
    const codes = (await api('/brand/campaigns', { token: brand.token })).body.discount_codes as {
      code: string;
      status: string;
    }[];
    const approvedTexts = codes.filter((c) => c.status === 'approved').map((c) => c.code.toLowerCase());
    expect(new Set(approvedTexts).size).toBe(approvedTexts.length);
  });

  it('a creator keeps one code text across brands', async () => {
    const other = await brandWithStore(1);
    const requested = await api('/creator/discount-codes', {
      ...json('POST', { brand_id: other.brandId }),
      token: next.token,
    });
    expect(requested.status).toBe(201);
    expect(requested.body.discount_code.code).toBe(`${name}-2`);
  });
});

describe('a store that refuses a code', () => {
  let creator: Creator;

  beforeAll(async () => {
    creator = await onboardedCreator();
    const requested = await api('/creator/discount-codes', {
      ...json('POST', { brand_id: brand.brandId }),
      token: creator.token,
    });
    expect(requested.status).toBe(201);
    // The brand made a code with this text in its own store before approving.
    const { createShopifyDiscountCode } = await import('../../../integrations');
    await createShopifyDiscountCode(await storeConnection(), {
      code: creator.creator.username.toUpperCase(),
      percentage: 20,
      title: "The brand's own code",
    });
    const approved = await api(`/brand/discount-codes/${creator.creator.id}/approve`, {
      ...json('POST', { discount_percentage: 15 }),
      token: brand.token,
    });
    expect(approved.status).toBe(200);
  });

  it('marks the request failed with the reason, for the creator and for the brand', async () => {
    const mine = await eventually(async () => {
      const current = await codeOf(creator.token, brand.brandId);
      return current?.store_sync === 'pending' ? undefined : current;
    }, 10_000);
    expect(mine).toMatchObject({ status: 'approved', store_sync: 'failed' });
    expect(mine.store_error).toContain('already has a discount code');
    expect(await brandCodeOf(creator.creator.id)).toMatchObject({
      store_sync: 'failed',
      store_error: mine.store_error,
    });
  });

  it('a redelivered approval leaves it failed (the store holds the brand’s code, not ours)', async () => {
    const { handler } = await import('../../consumers/create-store-discount-on-approval.consumer');
    await handler(
      busEvent('DiscountCodeApproved', {
        version: 1,
        creatorId: creator.creator.id,
        brandId: brand.brandId,
        code: creator.creator.username,
        discountPercentage: 15,
      }),
    );
    expect((await codeOf(creator.token, brand.brandId)).store_sync).toBe('failed');
  });
});

describe('the store consumer retried after creating the code', () => {
  it('counts "code taken" as created when an earlier call of ours may have made it', async () => {
    const creator = await onboardedCreator();
    await requestAndApproveCode(creator);
    await eventually(async () =>
      (await codeOf(creator.token, brand.brandId))?.store_sync === 'created' ? true : undefined,
    );
    // As if the first delivery created the code in the store and then crashed before recording it.
    await documentClient().send(
      new UpdateCommand({
        TableName: outputs().TableName,
        Key: { pk: `CREATOR#${creator.creator.id}`, sk: `CODE#${brand.brandId}` },
        UpdateExpression: 'SET store_sync = :pending',
        ExpressionAttributeValues: { ':pending': 'pending' },
      }),
    );
    const { handler } = await import('../../consumers/create-store-discount-on-approval.consumer');
    await handler(
      busEvent('DiscountCodeApproved', {
        version: 1,
        creatorId: creator.creator.id,
        brandId: brand.brandId,
        code: creator.creator.username,
        discountPercentage: 10,
      }),
    );
    expect(await codeOf(creator.token, brand.brandId)).toMatchObject({
      store_sync: 'created',
      store_error: null,
    });
  });
});

describe('reserved usernames', () => {
  it('top-level routes and platform words are refused at onboarding and in settings, nothing saved', async () => {
    const { signedUpUser } = await import('../../../../tests/support/cloud');
    const { token } = await signedUpUser('creator');
    const creator = await onboardedCreator();
    for (const username of ['admin', 'Support', 'official', 'www', 'null', 'undefined', 'marketplace']) {
      const onboarding = await api('/creator/onboarding/profile', {
        ...json('PUT', { username, bio: 'Hello' }),
        token,
      });
      expect(onboarding.status, username).toBe(400);
      expect(onboarding.body.error.fields.username).toBe(
        'This username is reserved. Please choose another one.',
      );
      const settings = await rename(creator, username);
      expect(settings.status, username).toBe(400);
      expect(settings.body.error.fields.username).toBe(
        'This username is reserved. Please choose another one.',
      );
    }
    expect((await api('/creator/onboarding', { token })).body.creator).toBeNull();
    expect((await api('/creator/profile', { token: creator.token })).body.creator.username).toBe(
      creator.creator.username,
    );
  });
});
