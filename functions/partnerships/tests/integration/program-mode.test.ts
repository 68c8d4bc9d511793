/**
 * Program mode and bulk decisions over the wire (issue 21): a brand that requires approval gives no
 * link to a creator it has not approved (403 approval_required, nothing written); the approval makes
 * it; switching modes never removes a link; another brand's switch changes only its own program; a
 * bulk approval of N applications with one already decided approves N-1, reports the one with its
 * reason, and each approval's event makes its link; the review shows the applicants' recorded figures.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_BULK_DECISIONS } from '../../../../contracts/constants';
import type { TestBrand } from '../../../../tests/support/brand';
import { api, eventually, outputs, useCloudEnvironment } from '../../../../tests/support/cloud';
import {
  brandWithLiveProducts,
  brandWithStore,
  json,
  onboardedCreator,
  type StoreBrand,
} from '../../../../tests/support/partnership';
import { deliver, orderPayload, productsOf } from '../../../../tests/support/sales';
import { BROWSER_UA } from '../../../../tests/support/shopify-connect';

type Creator = Awaited<ReturnType<typeof onboardedCreator>>;
let brand: StoreBrand;
let other: TestBrand & { liveProductIds: string[] };
let early: Creator;
let c1: Creator;
let c2: Creator;
let c3: Creator;

beforeAll(async () => {
  useCloudEnvironment();
  [brand, other, early, c1, c2, c3] = await Promise.all([
    brandWithStore(3),
    brandWithLiveProducts(1),
    onboardedCreator(),
    onboardedCreator(),
    onboardedCreator(),
    onboardedCreator(),
  ]);
});

const product = (index: number) => brand.liveProductIds[index] as string;
const setMode = (token: string, mode: string) =>
  api('/brand/account/program', { ...json('PUT', { program_mode: mode }), token });
const copyLink = (creator: Creator, productId: string, brandId = brand.brandId) =>
  api('/creator/links', {
    ...json('POST', { brand_id: brandId, product_id: productId }),
    token: creator.token,
  });
const apply = async (creator: Creator, productId: string) => {
  const response = await api('/creator/applications', {
    ...json('POST', { brand_id: brand.brandId, product_id: productId }),
    token: creator.token,
  });
  expect(response.status).toBe(201);
  return response.body.application.id as string;
};
const linksOf = async (creator: Creator) =>
  (await api('/creator/campaigns', { token: creator.token })).body.links as {
    product_id: string;
    referral_code: string;
  }[];
const productLinks = async (productId: string) =>
  (await api(`/brand/products/${productId}/links`, { token: brand.token })).body.links as unknown[];
const modeSeenByCreators = async (brandId: string) =>
  (await api(`/creator/brands/${brandId}`, { token: c1.token })).body.brand.program_mode;

let earlyCode: string;
let soldCents: number;

describe('program mode', () => {
  it('is open by default: Copy Link makes a link at once', async () => {
    expect((await api('/brand/account', { token: brand.token })).body.brand.program_mode).toBe('open');
    expect(await modeSeenByCreators(brand.brandId)).toBe('open');
    const made = await copyLink(early, product(0));
    expect(made.status).toBe(201);
    earlyCode = made.body.link.referral_code;
  });

  it('another brand switching its own program leaves this one as it was; a creator cannot switch', async () => {
    expect((await setMode(other.token, 'approval')).body.brand.program_mode).toBe('approval');
    expect(await modeSeenByCreators(other.brandId)).toBe('approval');
    expect(await modeSeenByCreators(brand.brandId)).toBe('open');
    expect((await setMode(c1.token, 'approval')).status).toBe(403);
    expect(await modeSeenByCreators(brand.brandId)).toBe('open');
  });

  it('approval required: no link without an approved application (403, nothing written)', async () => {
    const switched = await setMode(brand.token, 'approval');
    expect(switched.status).toBe(200);
    expect(switched.body.brand.program_mode).toBe('approval');
    // Shown to creators on the brand page, the Brands list and Explore's cards.
    expect(await modeSeenByCreators(brand.brandId)).toBe('approval');
    const before = await productLinks(product(1));
    const refused = await copyLink(c1, product(1));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('approval_required');
    expect(refused.body.error.message).toMatch(/apply to promote/i);
    expect(await linksOf(c1)).toEqual([]);
    expect(await productLinks(product(1))).toEqual(before);
  });

  it('a link made while the program was open keeps working after the switch', async () => {
    const again = await copyLink(early, product(0));
    expect(again.status).toBe(200);
    expect(again.body.link.referral_code).toBe(earlyCode);
    const click = await fetch(`${outputs().WebUrl}/r/${earlyCode}`, {
      redirect: 'manual',
      headers: { 'user-agent': BROWSER_UA },
    });
    expect(click.status).toBe(302);
    // And a sale through it: two of the product on one order (the ledger's counters on the link).
    const sold = (await productsOf(brand)).find((p) => p.id === product(0));
    if (!sold) throw new Error('product 0 not in the brand list');
    soldCents = 2 * sold.price_cents;
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({ lines: [{ product: sold, quantity: 2 }], ref: earlyCode }),
    );
  });

  it('a pending application still gets no link, and says it waits for the brand', async () => {
    await apply(c1, product(1));
    const refused = await copyLink(c1, product(1));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/waiting/);
    expect(await linksOf(c1)).toEqual([]);
  });
});

describe('bulk decisions', () => {
  let ids: string[];
  let decidedElsewhere: string;

  it('shows the applicants with their recorded figures in the one campaigns call', async () => {
    // The early creator's link with this brand has one person's click and one sale (the test above).
    ids = [
      await apply(c2, product(1)),
      await apply(c3, product(1)),
      await apply(c1, product(2)),
      await apply(early, product(1)),
    ];
    const applicants = await eventually(async () => {
      const { body } = await api('/brand/campaigns', { token: brand.token });
      const figures = body.applicants.find((a: { creator_id: string }) => a.creator_id === early.creator.id);
      return figures?.with_brand.clicks === 1 && figures.with_brand.sales === 1 ? body.applicants : undefined;
    });
    const figures = applicants.find((a: { creator_id: string }) => a.creator_id === early.creator.id);
    expect(figures).toEqual({
      creator_id: early.creator.id,
      follower_count: 1200,
      engagement_rate: null,
      clicks_per_follower: 0,
      with_brand: { clicks: 1, sales: 1, sales_cents: soldCents, conversion_rate: 100 },
    });
    expect(applicants.map((a: { creator_id: string }) => a.creator_id).sort()).toEqual(
      [c1, c2, c3, early].map((c) => c.creator.id).sort(),
    );
  });

  it('approves N-1 of N when one was already decided, and says why the one failed', async () => {
    decidedElsewhere = ids[1] as string;
    expect(
      (await api(`/brand/applications/${decidedElsewhere}/deny`, { ...json('POST'), token: brand.token }))
        .status,
    ).toBe(200);
    const answer = await api('/brand/applications/decisions', {
      ...json('POST', { application_ids: ids, decision: 'approved', message: 'Welcome aboard' }),
      token: brand.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.decision).toBe('approved');
    expect(answer.body.succeeded.map((a: { id: string }) => a.id).sort()).toEqual(
      ids.filter((id) => id !== decidedElsewhere).sort(),
    );
    expect(answer.body.succeeded.every((a: { status: string }) => a.status === 'approved')).toBe(true);
    expect(answer.body.failed).toEqual([
      { application_id: decidedElsewhere, code: 'conflict', message: 'This application was already denied.' },
    ]);
    const { body } = await api('/brand/campaigns', { token: brand.token });
    expect(body.pending.filter((a: { id: string }) => ids.includes(a.id))).toEqual([]);
  });

  it("each approval's event makes its link; the denied creator still gets none", async () => {
    for (const [creator, productId] of [
      [c2, product(1)],
      [c1, product(2)],
      [early, product(1)],
    ] as const) {
      await eventually(async () =>
        (await linksOf(creator)).some((link) => link.product_id === productId) ? true : undefined,
      );
    }
    const denied = await copyLink(c3, product(1));
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toMatch(/did not approve/);
  });

  it('another brand deciding these applications in bulk decides none of them', async () => {
    const pendingId = await apply(c2, product(2));
    const answer = await api('/brand/applications/decisions', {
      ...json('POST', { application_ids: [pendingId], decision: 'denied' }),
      token: other.token,
    });
    expect(answer.body).toMatchObject({
      succeeded: [],
      failed: [{ application_id: pendingId, code: 'not_found' }],
    });
    const { body } = await api('/brand/campaigns', { token: brand.token });
    expect(body.pending.map((a: { id: string }) => a.id)).toContain(pendingId);
  });

  it(`more than ${MAX_BULK_DECISIONS} at once is a 400 naming the field, nothing decided`, async () => {
    const { body: before } = await api('/brand/campaigns', { token: brand.token });
    const answer = await api('/brand/applications/decisions', {
      ...json('POST', {
        application_ids: [
          ...before.pending.map((a: { id: string }) => a.id),
          ...Array.from({ length: MAX_BULK_DECISIONS }, (_, i) => `x${i}.y${i}`),
        ],
        decision: 'approved',
      }),
      token: brand.token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.application_ids).toMatch(/at most 100/);
    expect((await api('/brand/campaigns', { token: brand.token })).body.pending).toEqual(before.pending);
  });
});

describe('switching back to open', () => {
  it('removes no link and lets anyone promote again', async () => {
    const before = await Promise.all([early, c1, c2].map(linksOf));
    expect((await setMode(brand.token, 'open')).body.brand.program_mode).toBe('open');
    expect(await Promise.all([early, c1, c2].map(linksOf))).toEqual(before);
    expect((await copyLink(c3, product(0))).status).toBe(201);
  });
});
