/**
 * Blacklist means something: a creator the brand blacklisted cannot apply to its products, ask it for a
 * discount code or create new links for its products (403 `blocked_by_brand`, a clear message, nothing
 * written); what already exists keeps working (an existing link is returned and still redirects).
 * Lifting the blacklist lifts the refusals; other creators and other brands are unaffected.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, outputs, useCloudEnvironment } from '../../../../tests/support/cloud';
import {
  brandWithStore,
  json,
  onboardedCreator,
  type StoreBrand,
} from '../../../../tests/support/partnership';
import { blockedMessages } from '../../require-not-blacklisted';

type Creator = Awaited<ReturnType<typeof onboardedCreator>>;

let brand: StoreBrand;
let blocked: Creator;
let bystander: Creator;
let existingCode: string;

const product = (index: number) => brand.liveProductIds[index] as string;

const setRelationship = (creatorId: string, relationship_type: 'blacklist' | null) =>
  api(`/brand/creators/${creatorId}/relationship`, {
    ...json('PUT', { relationship_type }),
    token: brand.token,
  });

const apply = (creator: Creator, productId: string) =>
  api('/creator/applications', {
    ...json('POST', { brand_id: brand.brandId, product_id: productId }),
    token: creator.token,
  });
const requestCode = (creator: Creator, brandId = brand.brandId) =>
  api('/creator/discount-codes', { ...json('POST', { brand_id: brandId }), token: creator.token });
const copyLink = (creator: Creator, productId: string) =>
  api('/creator/links', {
    ...json('POST', { brand_id: brand.brandId, product_id: productId }),
    token: creator.token,
  });
const campaignsOf = async (creator: Creator) =>
  (await api('/creator/campaigns', { token: creator.token })).body;

beforeAll(async () => {
  useCloudEnvironment();
  [brand, blocked, bystander] = await Promise.all([
    brandWithStore(3),
    onboardedCreator(),
    onboardedCreator(),
  ]);
  // A link made before the blacklist.
  const copied = await copyLink(blocked, product(0));
  expect(copied.status).toBe(201);
  existingCode = copied.body.link.referral_code;
  expect((await setRelationship(blocked.creator.id, 'blacklist')).status).toBe(200);
});

describe('a blacklisted creator', () => {
  it('cannot apply to the brand’s products (403, nothing written)', async () => {
    const response = await apply(blocked, product(1));
    expect(response.status).toBe(403);
    expect(response.body.error).toEqual({ code: 'blocked_by_brand', message: blockedMessages.apply });
    expect((await campaignsOf(blocked)).pending).toEqual([]);
    const pending = (await api('/brand/campaigns', { token: brand.token })).body.pending;
    expect(JSON.stringify(pending)).not.toContain(blocked.creator.id);
  });

  it('cannot request a discount code from the brand (403, nothing written)', async () => {
    const response = await requestCode(blocked);
    expect(response.status).toBe(403);
    expect(response.body.error).toEqual({ code: 'blocked_by_brand', message: blockedMessages.discountCode });
    expect((await campaignsOf(blocked)).discount_codes).toEqual([]);
  });

  it('cannot create a new link for the brand’s products (403, nothing written)', async () => {
    const response = await copyLink(blocked, product(2));
    expect(response.status).toBe(403);
    expect(response.body.error).toEqual({ code: 'blocked_by_brand', message: blockedMessages.link });
    const links = (await campaignsOf(blocked)).links.map((link: { product_id: string }) => link.product_id);
    expect(links).toEqual([product(0)]);
  });

  it('keeps the link made before: Copy Link returns it and it still redirects', async () => {
    const again = await copyLink(blocked, product(0));
    expect(again.status).toBe(200);
    expect(again.body.link.referral_code).toBe(existingCode);
    const response = await fetch(`${outputs().WebUrl}/r/${existingCode}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
  });

  it('is still free to work with other brands', async () => {
    const other = await brandWithStore(1);
    expect((await requestCode(blocked, other.brandId)).status).toBe(201);
  });
});

describe('the blacklist, scoped and lifted', () => {
  it('does not touch other creators of the brand', async () => {
    expect((await apply(bystander, product(1))).status).toBe(201);
    expect((await requestCode(bystander)).status).toBe(201);
    expect((await copyLink(bystander, product(2))).status).toBe(201);
  });

  it('once lifted, the creator can apply, request a code and create links again', async () => {
    expect((await setRelationship(blocked.creator.id, null)).status).toBe(200);
    expect((await apply(blocked, product(1))).status).toBe(201);
    expect((await requestCode(blocked)).status).toBe(201);
    expect((await copyLink(blocked, product(2))).status).toBe(201);
  });
});
