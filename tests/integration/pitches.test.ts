/**
 * Pitches over the wire (issue 34, part 7): Apply, Request Discount Code and Request Sample carry an
 * optional message (trimmed, at most 500 characters) that the brand reads on its review card beside
 * the creator's links; more is a 400 with the field's message and writes nothing; a second request
 * while one is pending answers that one (200, `created: false`), never an error and never a duplicate;
 * only the brand the request is for reads the pitch, and only its creator reads its pending state.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/cloud';
import { brandWithLiveProducts, json, onboardedCreator, setStorefrontActive } from '../support/partnership';

type Brand = Awaited<ReturnType<typeof brandWithLiveProducts>>;
type Creator = Awaited<ReturnType<typeof onboardedCreator>>;

const TOO_LONG = 'Message must be at most 500 characters';
const long = (n: number) => 'x'.repeat(n);

let brand: Brand;
let otherBrand: Brand;

beforeAll(async () => {
  [brand, otherBrand] = await Promise.all([brandWithLiveProducts(3), brandWithLiveProducts(1)]);
  for (const id of brand.liveProductIds) {
    const saved = await api(`/brand/products/${id}/settings`, {
      ...json('PATCH', { sample_eligible: true }),
      token: brand.token,
    });
    expect(saved.status).toBe(200);
  }
});

const productOf = (index: number) => brand.liveProductIds[index] as string;

/** Switches the creator's storefront on: its path is one of the links a brand sees. */
const activateStorefront = async (creator: Creator) => {
  await setStorefrontActive(creator.token, true);
};

const campaignsOf = async (token: string) => (await api('/brand/campaigns', { token })).body;
const samplesOf = async (token: string) => (await api('/brand/samples', { token })).body;

const apply = (creator: Creator, productId: string, message?: unknown) =>
  api('/creator/applications', {
    ...json('POST', { brand_id: brand.brandId, product_id: productId, message }),
    token: creator.token,
  });
const requestCode = (creator: Creator, message?: unknown) =>
  api('/creator/discount-codes', {
    ...json('POST', { brand_id: brand.brandId, message }),
    token: creator.token,
  });
const requestSample = (creator: Creator, productId: string, message?: unknown) =>
  api(`/creator/brands/${brand.brandId}/products/${productId}/sample-requests`, {
    ...json('POST', message === undefined ? {} : { message }),
    token: creator.token,
  });

/** Everything of a creator's requests the brand and the creator can read. */
const requestsOf = async (creator: Creator) => {
  const [campaigns, samples, mine, sampleRequests] = await Promise.all([
    campaignsOf(brand.token),
    samplesOf(brand.token),
    api('/creator/campaigns', { token: creator.token }),
    api(`/creator/brands/${brand.brandId}/sample-requests`, { token: creator.token }),
  ]);
  const own = (list: { creator_id: string; message: string | null }[]) =>
    list.filter((item) => item.creator_id === creator.creator.id);
  return {
    applications: own(campaigns.pending),
    codes: own(campaigns.discount_codes),
    samples: own(samples.sample_requests),
    creatorPending: mine.body.pending,
    creatorCodes: mine.body.discount_codes,
    creatorSamples: sampleRequests.body.sample_requests,
  };
};

const noRequests = {
  applications: [],
  codes: [],
  samples: [],
  creatorPending: [],
  creatorCodes: [],
  creatorSamples: [],
};

describe('the message is stored and the brand reads it with the creator links', () => {
  let creator: Creator;
  const pitch = 'I film weekly skincare routines for 40k people — your serum fits my next series.';

  beforeAll(async () => {
    creator = await onboardedCreator(`pitch_${randomUUID().slice(0, 8)}`);
    await activateStorefront(creator);
  });

  it('an application carries its pitch (trimmed) to the brand review (201, created)', async () => {
    const applied = await apply(creator, productOf(0), `  ${pitch}  `);
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({ created: true, application: { message: pitch, status: 'pending' } });

    const campaigns = await campaignsOf(brand.token);
    const shown = campaigns.pending.find((item: { id: string }) => item.id === applied.body.application.id);
    expect(shown).toMatchObject({ message: pitch, applied_at: applied.body.application.applied_at });
    // The links the brand sees: the active storefront, the handles the profile holds, stated followers.
    expect(campaigns.creators).toContainEqual({
      creator_id: creator.creator.id,
      username: creator.creator.username,
      storefront_path: `/${creator.creator.username}`,
      instagram_handle: creator.creator.username,
      tiktok_handle: null,
      youtube_handle: null,
      twitter_handle: null,
      follower_count: 1200,
    });
  });

  it('a discount-code request carries its pitch to the brand (201, created)', async () => {
    const requested = await requestCode(creator, 'Codes convert best in my stories.');
    expect(requested.status).toBe(201);
    expect(requested.body).toMatchObject({
      created: true,
      discount_code: { message: 'Codes convert best in my stories.', status: 'pending' },
    });
    const campaigns = await campaignsOf(brand.token);
    expect(
      campaigns.discount_codes.find((code: { creator_id: string }) => code.creator_id === creator.creator.id),
    ).toMatchObject({ message: 'Codes convert best in my stories.', status: 'pending' });
  });

  it('a sample request carries its pitch to the brand, with the creator links (201, created)', async () => {
    const requested = await requestSample(creator, productOf(0), 'I would shoot an unboxing reel.');
    expect(requested.status).toBe(201);
    expect(requested.body).toMatchObject({
      created: true,
      sample_request: { message: 'I would shoot an unboxing reel.', status: 'pending' },
    });
    const samples = await samplesOf(brand.token);
    expect(
      samples.sample_requests.find((item: { creator_id: string }) => item.creator_id === creator.creator.id),
    ).toMatchObject({
      message: 'I would shoot an unboxing reel.',
      created_at: requested.body.sample_request.created_at,
    });
    expect(samples.creators).toContainEqual(
      expect.objectContaining({
        creator_id: creator.creator.id,
        storefront_path: `/${creator.creator.username}`,
      }),
    );
  });

  it('the pitch dialog shows the creator the same links the brand sees', async () => {
    const mine = await api('/creator/pitch-links', { token: creator.token });
    expect(mine.status).toBe(200);
    const campaigns = await campaignsOf(brand.token);
    expect(campaigns.creators).toContainEqual(mine.body.links);
  });

  it('no message is no message (null), and an unstated follower count is null, not 0', async () => {
    const quiet = await onboardedCreator();
    const me = await api('/creator/profile', { token: quiet.token });
    const saved = await api('/creator/profile', {
      ...json('PUT', {
        username: quiet.creator.username,
        bio: me.body.creator.bio,
        avatar_url: null,
        follower_count: 0,
        instagram_handle: null,
        tiktok_handle: 'quiet.tok',
        youtube_handle: null,
        twitter_handle: null,
      }),
      token: quiet.token,
    });
    expect(saved.status).toBe(200);
    const applied = await apply(quiet, productOf(0));
    expect(applied.status).toBe(201);
    expect(applied.body.application.message).toBeNull();
    const blank = await requestCode(quiet, '   ');
    expect(blank.body.discount_code.message).toBeNull();

    const campaigns = await campaignsOf(brand.token);
    expect(campaigns.creators).toContainEqual(
      expect.objectContaining({
        creator_id: quiet.creator.id,
        storefront_path: null,
        tiktok_handle: 'quiet.tok',
        follower_count: null,
      }),
    );
    expect(
      campaigns.applicants.find((figures: { creator_id: string }) => figures.creator_id === quiet.creator.id),
    ).toMatchObject({ follower_count: null, clicks_per_follower: null });
  });
});

describe('a message over 500 characters is a 400 with the field message, and nothing is written', () => {
  let creator: Creator;
  beforeAll(async () => {
    creator = await onboardedCreator();
  });

  it('Apply, Request Discount Code and Request Sample each refuse 501 characters', async () => {
    const refused = await Promise.all([
      apply(creator, productOf(1), long(501)),
      requestCode(creator, long(501)),
      requestSample(creator, productOf(1), long(501)),
    ]);
    for (const response of refused) {
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({ message: TOO_LONG });
    }
    expect(await requestsOf(creator)).toEqual(noRequests);
  });

  it('500 characters (spaces around them trimmed) are taken', async () => {
    const message = ` ${long(500)} `;
    const taken = await Promise.all([
      apply(creator, productOf(1), message),
      requestCode(creator, message),
      requestSample(creator, productOf(1), message),
    ]);
    expect(taken.map((response) => response.status)).toEqual([201, 201, 201]);
    const requests = await requestsOf(creator);
    expect(requests.applications.map((item) => item.message)).toEqual([long(500)]);
    expect(requests.codes).toHaveLength(1);
    expect(requests.samples).toHaveLength(1);
  });
});

describe('a second request while one is pending answers the pending one', () => {
  let creator: Creator;
  beforeAll(async () => {
    creator = await onboardedCreator();
  });

  it('two Applies at once: one 201, one 200 with the same application; one application', async () => {
    const both = await Promise.all([
      apply(creator, productOf(2), 'First tab'),
      apply(creator, productOf(2), 'Second tab'),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 201]);
    const [created, answered] = both[0]?.status === 201 ? both : [both[1], both[0]];
    expect(answered?.body).toEqual({ created: false, application: created?.body.application });
    const again = await apply(creator, productOf(2), 'Later');
    expect(again.status).toBe(200);
    expect(again.body.application).toEqual(created?.body.application);
    const requests = await requestsOf(creator);
    expect(requests.applications).toHaveLength(1);
    expect(requests.creatorPending).toEqual([created?.body.application]);
  });

  it('two code requests at once: one 201, one 200 with the same request; one request', async () => {
    const both = await Promise.all([requestCode(creator, 'One'), requestCode(creator, 'Two')]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 201]);
    const [created, answered] = both[0]?.status === 201 ? both : [both[1], both[0]];
    expect(answered?.body).toEqual({ created: false, discount_code: created?.body.discount_code });
    expect((await requestsOf(creator)).codes).toHaveLength(1);
  });

  it('two sample requests at once: one 201, one 200 with the same request; one request', async () => {
    const both = await Promise.all([
      requestSample(creator, productOf(2), 'One'),
      requestSample(creator, productOf(2), 'Two'),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 201]);
    const [created, answered] = both[0]?.status === 201 ? both : [both[1], both[0]];
    expect(answered?.body).toEqual({ created: false, sample_request: created?.body.sample_request });
    expect((await requestSample(creator, productOf(2))).body).toEqual(answered?.body);
    const requests = await requestsOf(creator);
    expect(requests.samples).toHaveLength(1);
    expect(requests.creatorSamples).toEqual([created?.body.sample_request]);
  });

  it('a decided application or code is still a 409 with its message', async () => {
    const decidedCreator = await onboardedCreator();
    const applied = await apply(decidedCreator, productOf(2));
    const code = await requestCode(decidedCreator);
    expect([applied.status, code.status]).toEqual([201, 201]);
    const denied = await Promise.all([
      api(`/brand/applications/${applied.body.application.id}/deny`, { ...json('POST'), token: brand.token }),
      api(`/brand/discount-codes/${decidedCreator.creator.id}/deny`, { ...json('POST'), token: brand.token }),
    ]);
    expect(denied.map((response) => response.status)).toEqual([200, 200]);
    const again = await Promise.all([apply(decidedCreator, productOf(2)), requestCode(decidedCreator)]);
    expect(again.map((response) => response.status)).toEqual([409, 409]);
    expect(again.map((response) => response.body.error.message)).toEqual([
      'You have already applied to promote this product.',
      'You already have a discount code request for this brand',
    ]);
  });
});

describe('only the brand a request is for reads the pitch; only its creator reads its pending state', () => {
  let creator: Creator;
  let otherCreator: Creator;
  const secret = `pitch for one brand only ${randomUUID()}`;

  beforeAll(async () => {
    [creator, otherCreator] = await Promise.all([onboardedCreator(), onboardedCreator()]);
    const made = await Promise.all([
      apply(creator, productOf(0), secret),
      requestCode(creator, secret),
      requestSample(creator, productOf(0), secret),
    ]);
    expect(made.map((response) => response.status)).toEqual([201, 201, 201]);
  });

  it("another brand's token reads none of it", async () => {
    const [campaigns, samples] = await Promise.all([
      api('/brand/campaigns', { token: otherBrand.token }),
      api('/brand/samples', { token: otherBrand.token }),
    ]);
    expect(campaigns.status).toBe(200);
    expect(samples.status).toBe(200);
    expect(JSON.stringify(campaigns.body)).not.toContain(secret);
    expect(JSON.stringify(samples.body)).not.toContain(secret);
    expect(JSON.stringify([campaigns.body.creators, samples.body.creators])).not.toContain(
      creator.creator.id,
    );
    // Nor through a decision's answer (which carries the application or code): not its request.
    const decisions = await Promise.all([
      api(`/brand/applications/${creator.creator.id}.${productOf(0)}/deny`, {
        ...json('POST'),
        token: otherBrand.token,
      }),
      api(`/brand/discount-codes/${creator.creator.id}/deny`, { ...json('POST'), token: otherBrand.token }),
    ]);
    for (const decision of decisions) {
      expect(decision.status).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(decision.body)).not.toContain(secret);
    }
  });

  it("another creator's token reads none of the first creator's pending requests", async () => {
    const [campaigns, sampleRequests] = await Promise.all([
      api('/creator/campaigns', { token: otherCreator.token }),
      api(`/creator/brands/${brand.brandId}/sample-requests`, { token: otherCreator.token }),
    ]);
    expect(sampleRequests.status).toBe(200);
    expect(sampleRequests.body.sample_requests).toEqual([]);
    expect(JSON.stringify(campaigns.body)).not.toContain(secret);
    // The other creator's own request to the same product is theirs alone, a new one (201).
    expect((await requestSample(otherCreator, productOf(0))).status).toBe(201);
  });

  it("a brand token cannot read a creator's sample requests or pitch links (403)", async () => {
    const [samples, links] = await Promise.all([
      api(`/creator/brands/${brand.brandId}/sample-requests`, { token: brand.token }),
      api('/creator/pitch-links', { token: brand.token }),
    ]);
    expect([samples.status, links.status]).toEqual([403, 403]);
  });

  it('the brand the requests are for reads the pitch on each', async () => {
    const requests = await requestsOf(creator);
    expect(requests.applications.map((item) => item.message)).toEqual([secret]);
    expect(requests.codes.map((item) => item.message)).toEqual([secret]);
    expect(requests.samples.map((item) => item.message)).toEqual([secret]);
  });
});
