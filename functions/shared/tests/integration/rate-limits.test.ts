/**
 * Per-creator limits on what lands in a brand's inbox: contact messages and sample requests. Up to the
 * limit per hour they go through; beyond it the answer is 429 with the API's error shape and a message
 * saying when to retry, and nothing is written. A refused request (409) counts nothing; the limit is
 * the creator's, not the brand's (another creator is unaffected).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts, type TestBrand } from '../../../../tests/support/brand';
import { api, documentClient, outputs, useCloudEnvironment } from '../../../../tests/support/cloud';
import { json, onboardedCreator } from '../../../../tests/support/partnership';
import { rateLimits, rateWindowOf } from '../../data/rate-limit';

type Creator = Awaited<ReturnType<typeof onboardedCreator>>;

let brand: TestBrand;

/** A test must not straddle two windows: wait out the last seconds of a window before starting. */
const insideOneWindow = async (action: keyof typeof rateLimits) => {
  const { end } = rateWindowOf(action, Date.now());
  if (end - Date.now() < 60_000) await new Promise((resolve) => setTimeout(resolve, end - Date.now() + 100));
};

beforeAll(async () => {
  useCloudEnvironment();
  brand = await brandWithProducts(rateLimits.sampleRequest.max + 2);
  await api('/brand/store', { ...json('POST', { platform: 'other' }), token: brand.token });
  for (const productId of brand.productIds) {
    await api(`/brand/products/${productId}/settings`, {
      ...json('PATCH', { available_to_influencers: true, sample_eligible: true, sample_available: true }),
      token: brand.token,
    });
  }
});

const sendMessage = (creator: Creator, n: number) =>
  api(`/creator/brands/${brand.brandId}/messages`, {
    ...json('POST', { subject: `Hello ${n}`, message: `Message number ${n}` }),
    token: creator.token,
  });
const requestSample = (creator: Creator, productId: string) =>
  api(`/creator/brands/${brand.brandId}/products/${productId}/sample-requests`, {
    ...json('POST', {}),
    token: creator.token,
  });
/** The creator's messages in its thread with the brand (issue 21: the contact form starts a thread). */
const inboxFrom = async (creator: Creator) =>
  (await api(`/brand/threads/${creator.creator.id}?limit=100`, { token: brand.token })).body.messages as {
    sender: string;
  }[];

describe('contact messages', () => {
  it(`up to ${rateLimits.brandMessage.max} an hour go through; the next is 429 and not delivered`, async () => {
    await insideOneWindow('brandMessage');
    const [creator, other] = await Promise.all([onboardedCreator(), onboardedCreator()]);
    for (let n = 1; n <= rateLimits.brandMessage.max; n++) {
      expect((await sendMessage(creator, n)).status, `message ${n}`).toBe(201);
    }
    const refused = await sendMessage(creator, rateLimits.brandMessage.max + 1);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_requests');
    expect(refused.body.error.message).toMatch(
      new RegExp(
        `^You can send up to ${rateLimits.brandMessage.max} messages to brands per hour\\. Please try again in \\d+ minutes?\\.$`,
      ),
    );
    expect(await inboxFrom(creator)).toHaveLength(rateLimits.brandMessage.max);
    // The limit is this creator's: another one still writes.
    expect((await sendMessage(other, 1)).status).toBe(201);
  });

  it('concurrent sends cannot pass the limit (the counter is one conditional write)', async () => {
    await insideOneWindow('brandMessage');
    const creator = await onboardedCreator();
    const results = await Promise.all(
      Array.from({ length: rateLimits.brandMessage.max + 3 }, (_, n) => sendMessage(creator, n)),
    );
    const statuses = results.map((result) => result.status);
    // Racing transactions on one counter may be cancelled as conflicts (500s would show here): only
    // 201 and 429 are acceptable, and never more than the limit delivered.
    expect(
      statuses.every((status) => status === 201 || status === 429),
      String(statuses),
    ).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(
      rateLimits.brandMessage.max,
    );
    expect((await inboxFrom(creator)).length).toBe(statuses.filter((status) => status === 201).length);
  });
});

describe('sample requests', () => {
  it(`up to ${rateLimits.sampleRequest.max} an hour; a repeat (the pending one, 200) counts nothing; the next is 429`, async () => {
    await insideOneWindow('sampleRequest');
    const creator = await onboardedCreator();
    const [first, ...rest] = brand.productIds as [string, ...string[]];
    expect((await requestSample(creator, first)).status).toBe(201);
    // Issue 34: a second request answers the pending one instead of a 409, and is not counted.
    expect((await requestSample(creator, first)).status).toBe(200);
    for (const productId of rest.slice(0, rateLimits.sampleRequest.max - 1)) {
      expect((await requestSample(creator, productId)).status, productId).toBe(201);
    }
    const refused = await requestSample(creator, rest[rateLimits.sampleRequest.max - 1] as string);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'too_many_requests' });
    expect(refused.body.error.message).toContain(
      `up to ${rateLimits.sampleRequest.max} sample requests per hour`,
    );
    // At the limit, a repeat of a pending request is still its answer, not a 429.
    expect((await requestSample(creator, first)).status).toBe(200);
    // Nothing was written for the refused one.
    const { Item } = await documentClient().send(
      new GetCommand({
        TableName: outputs().TableName,
        Key: {
          pk: `BRAND#${brand.brandId}`,
          sk: `SAMPLE#${creator.creator.id}#${rest[rateLimits.sampleRequest.max - 1]}`,
        },
      }),
    );
    expect(Item).toBeUndefined();
  });
});
