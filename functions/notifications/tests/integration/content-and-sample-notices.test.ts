/**
 * Issue 19, UGC and samples over the wire with the local mailbox: a brand's new UGC request reaches the
 * creators who promote its products (in the bell, and only in the daily content digest: no e-mail of
 * its own) and not the others; the brand hears of each submission, the creator of its rejection (with
 * the brand's feedback) and approval (with what it pays); the brand hears of a sample request and of a
 * sample order paid with credits, the creator of its shipping. Issue 31: a submission's and a sample
 * order's notifications are done once decided or fulfilled. One brand and two creators for the file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  brandNameOf,
  brandWithProducts,
  onboardedCreator,
  type TestBrand,
} from '../../../../tests/support/brand';
import { api, eventually, outputs, useCloudEnvironment } from '../../../../tests/support/cloud';
import { expectMail, mailTo, mailWith, redeliver } from '../../../../tests/support/mailbox';
import { approvedApplication, json } from '../../../../tests/support/partnership';
import { shippingAddress } from '../../../../tests/support/shipping-address';
import { getDigest } from '../../entities/digest';

type Creator = Awaited<ReturnType<typeof onboardedCreator>>;

let brand: TestBrand;
let brandEmail: string;
let brandName: string;
let partner: Creator;
let stranger: Creator;
const stamp = Date.now();
const partnerEmail = `ugc-partner-${stamp}@example.com`;
const strangerEmail = `ugc-stranger-${stamp}@example.com`;

beforeAll(async () => {
  useCloudEnvironment();
  [brand, partner, stranger] = await Promise.all([
    brandWithProducts(1),
    onboardedCreator(undefined, { email: partnerEmail }),
    onboardedCreator(undefined, { email: strangerEmail }),
  ]);
  expect(
    (await api('/brand/store', { ...json('POST', { platform: 'other' }), token: brand.token })).status,
  ).toBe(200);
  // Live, sample-eligible (Request Sample) and redeemable for the First Campaign's 50 credits.
  const settings = await api(`/brand/products/${brand.productIds[0]}/settings`, {
    ...json('PATCH', {
      available_to_influencers: true,
      sample_eligible: true,
      sample_available: true,
      sample_credits: 40,
    }),
    token: brand.token,
  });
  expect(settings.status).toBe(200);
  brandEmail = (await api('/notifications/preferences', { token: brand.token })).body.email;
  brandName = await brandNameOf(brand);

  // The partner promotes the brand's product (an approved application: +50 credits too).
  await approvedApplication(brand, partner.token, brand.productIds[0] as string);
  await eventually(async () => {
    const credits = (await api('/creator/credits', { token: partner.token })).body;
    return credits.balance === 50 ? true : undefined;
  }, 20_000);
});

/** Waits until every one of the caller's notifications of `kind` is read (done), and answers them. */
const expectAllDone = async (token: string, kind: string, count: number) =>
  eventually(async () => {
    const items = (
      (await api('/notifications', { token })).body.notifications as {
        kind: string;
        read_at: string | null;
      }[]
    ).filter((n) => n.kind === kind);
    return items.length === count && items.every((n) => n.read_at) ? items : undefined;
  }, 20_000);

const kindsOf = async (token: string) =>
  ((await api('/notifications', { token })).body.notifications as { kind: string; link: string }[]).map(
    (n) => n.kind,
  );

describe('UGC', () => {
  it('a request reaches the brand’s partners in the bell and the daily digest; submissions, rejection and approval are told', async () => {
    const created = await api('/brand/ugc-requests', {
      ...json('POST', {
        title: 'Morning routine reel',
        description: 'A 30-second reel of your morning routine with our serum.',
        budget_cents: 12_500,
      }),
      token: brand.token,
    });
    expect(created.status).toBe(201);
    const requestId = created.body.request.id as string;
    await eventually(
      async () => ((await kindsOf(partner.token)).includes('ugc_request_posted') ? true : undefined),
      20_000,
    );
    const posted = (
      (await api('/notifications', { token: partner.token })).body.notifications as {
        kind: string;
        title: string;
        link: string;
        created_at: string;
      }[]
    ).find((n) => n.kind === 'ugc_request_posted');
    expect(posted).toMatchObject({
      kind: 'ugc_request_posted',
      link: '/creator/explore?tab=content',
    });
    expect(posted?.title).toContain('Morning routine reel');
    // Digest only: a line in the day's content digest, no e-mail of its own. And a creator who does not
    // promote the brand hears nothing.
    const digest = await getDigest(partner.creator.id, `${posted?.created_at.slice(0, 10)}#content`);
    expect(digest?.lines).toEqual([
      {
        text: expect.stringMatching(/: “Morning routine reel”, \$125\.00$/),
        link: '/creator/explore?tab=content',
      },
    ]);
    expect(await mailWith(partnerEmail, /UGC request/)).toEqual([]);
    expect(await kindsOf(stranger.token)).toEqual([]);
    // Redelivered, the request is not told twice.
    expect(await redeliver('requestId', requestId, 2)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await kindsOf(partner.token)).filter((kind) => kind === 'ugc_request_posted')).toHaveLength(1);

    const submit = async (take: number) => {
      const submitted = await api('/creator/ugc-submissions', {
        ...json('POST', {
          brand_id: brand.brandId,
          ugc_request_id: requestId,
          content_url: `https://www.instagram.com/reel/notices-${stamp}-${take}`,
          content_description: `Take ${take}: my morning routine.`,
        }),
        token: partner.token,
      });
      expect(submitted.status).toBe(201);
      return submitted.body.submission.id as string;
    };

    const first = await submit(1);
    const [received] = await expectMail(brandEmail, /submitted content/, 1);
    expect(received?.subject).toBe(
      `${brandName} · @${partner.creator.username} submitted content for “Morning routine reel”`,
    );
    expect(received?.text).toContain(`${outputs().WebUrl}/brand/ugc`);
    const rejected = await api(`/brand/ugc-submissions/${first}/reject`, {
      ...json('POST', { feedback: 'Please show the label in the first three seconds.' }),
      token: brand.token,
    });
    expect(rejected.status).toBe(200);
    const [returned] = await expectMail(partnerEmail, /returned your content/, 1);
    expect(returned?.text).toContain('wrote: “Please show the label in the first three seconds.”');
    expect(returned?.text).toContain(`${outputs().WebUrl}/creator/explore?tab=content`);

    const second = await submit(2);
    await expectMail(brandEmail, /submitted content/, 2);
    const approved = await api(`/brand/ugc-submissions/${second}/approve`, {
      ...json('POST', { feedback: 'Perfect, thank you!' }),
      token: brand.token,
    });
    expect(approved.status).toBe(200);
    const [licensed] = await expectMail(partnerEmail, /approved your content/, 1);
    expect(licensed?.text).toContain('licensed your content for $125.00');
    expect(licensed?.text).toContain('wrote: “Perfect, thank you!”');
    // Issue 31: both submissions were decided (rejected, approved): their notifications are done.
    await expectAllDone(brand.token, 'submission_received', 2);
  });
});

describe('samples', () => {
  it('the brand hears of a sample request and of a sample order; the creator of its shipping', async () => {
    const requested = await api(
      `/creator/brands/${brand.brandId}/products/${brand.productIds[0]}/sample-requests`,
      { ...json('POST', { message: 'I would love to try it.' }), token: partner.token },
    );
    expect(requested.status).toBe(201);
    const [request] = await expectMail(brandEmail, /requested a sample/, 1);
    expect(request?.subject).toBe(
      `${brandName} · @${partner.creator.username} requested a sample of Test product 1`,
    );
    expect(request?.text).toContain(`${outputs().WebUrl}/brand/samples?tab=requests`);

    const redeemed = await api('/creator/credits/redemptions', {
      ...json('POST', {
        brand_id: brand.brandId,
        product_id: brand.productIds[0],
        shipping_address: shippingAddress,
      }),
      token: partner.token,
    });
    expect(redeemed.status).toBe(201);
    const [order] = await expectMail(brandEmail, /New sample order/, 1);
    expect(order?.text).toContain(`${outputs().WebUrl}/brand/samples`);

    const fulfilled = await api(`/brand/samples/orders/${redeemed.body.sample_order.id}/fulfil`, {
      ...json('POST'),
      token: brand.token,
    });
    expect(fulfilled.status).toBe(200);
    expect(fulfilled.body.sample_order).toMatchObject({ status: 'fulfilled' });
    const [shipped] = await expectMail(partnerEmail, /shipped your sample/, 1);
    expect(shipped?.text).toContain(`${outputs().WebUrl}/creator/credits`);
    // Issue 31: the order, fulfilled, is done in the brand's bell; the request asked for nothing.
    await expectAllDone(brand.token, 'sample_ordered', 1);
    expect(await mailTo(strangerEmail)).toEqual([]);
  });
});
