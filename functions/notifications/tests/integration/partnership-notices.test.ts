/**
 * Issue 19, partnerships over the wire with the local mailbox: a brand's owner hears of each new
 * application, and of more than APPLICATION_EMAILS_PER_HOUR in an hour as one hourly digest (run through
 * the local cloud's schedule endpoint); the creator hears of a denial and an approval with the brand's
 * message, of the First Campaign credits the approval earns, and of a discount code approved (a brand
 * without a Shopify store writes DiscountCodeApproved too); a brand hears of a discount-code request.
 * Redelivered events send nothing more. Issue 31: the brand's notification of an application or a
 * code request is done once it is decided. One brand and one creator for the whole file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_EMAILS_PER_HOUR } from '../../../../contracts/notifications';
import {
  brandNameOf,
  brandWithProducts,
  onboardedCreator,
  type TestBrand,
} from '../../../../tests/support/brand';
import { api, eventually, outputs, useCloudEnvironment } from '../../../../tests/support/cloud';
import { expectMail, mailTo, mailWith, redeliver } from '../../../../tests/support/mailbox';
import { json } from '../../../../tests/support/partnership';
import { runSchedule } from '../../../../tests/support/payouts';

const HOUR_MS = 3600_000;
const APPLICATIONS = APPLICATION_EMAILS_PER_HOUR + 2;

let brand: TestBrand;
let brandEmail: string;
let brandName: string;
let creator: Awaited<ReturnType<typeof onboardedCreator>>;
const creatorEmail = `partner-notices-${Date.now()}@example.com`;

beforeAll(async () => {
  useCloudEnvironment();
  [brand, creator] = await Promise.all([
    brandWithProducts(APPLICATIONS),
    onboardedCreator(undefined, { email: creatorEmail }),
  ]);
  // A store that is not Shopify: codes and UGC need a connected store, not the Shopify import.
  expect(
    (await api('/brand/store', { ...json('POST', { platform: 'other' }), token: brand.token })).status,
  ).toBe(200);
  for (const productId of brand.productIds) {
    await api(`/brand/products/${productId}/settings`, {
      ...json('PATCH', { available_to_influencers: true }),
      token: brand.token,
    });
  }
  brandEmail = (await api('/notifications/preferences', { token: brand.token })).body.email;
  brandName = await brandNameOf(brand);
});

const apply = async (productId: string) => {
  const applied = await api('/creator/applications', {
    ...json('POST', { brand_id: brand.brandId, product_id: productId }),
    token: creator.token,
  });
  expect(applied.status).toBe(201);
  return applied.body.application.id as string;
};

const decide = async (applicationId: string, decision: 'approve' | 'deny', body?: unknown) => {
  const decided = await api(`/brand/applications/${applicationId}/${decision}`, {
    ...json('POST', body),
    token: brand.token,
  });
  expect(decided.status).toBe(200);
};

const applicationMail = /wants to promote/;

/** The caller's notifications of one kind, newest first. */
const bellOf = async (token: string, kind: string) =>
  (
    (await api('/notifications', { token })).body.notifications as {
      kind: string;
      title: string;
      read_at: string | null;
    }[]
  ).filter((n) => n.kind === kind);

/** Waits until the caller's one notification of `kind` whose title has `text` is read (done). */
const expectDone = async (token: string, kind: string, text: string) =>
  eventually(async () => {
    const [item] = (await bellOf(token, kind)).filter((n) => n.title.includes(text));
    return item?.read_at ? item : undefined;
  }, 20_000);

describe('applications', () => {
  it('the brand hears of an application; the creator of its denial, with the message; redelivery sends nothing more', async () => {
    const applicationId = await apply(brand.productIds[0] as string);
    const [received] = await expectMail(brandEmail, applicationMail, 1);
    expect(received?.subject).toBe(
      `${brandName} · @${creator.creator.username} wants to promote Test product 1`,
    );
    expect(received?.text).toContain(`${outputs().WebUrl}/brand/campaigns`);

    // Issue 31: it asks the brand for a decision: unread until then, done once decided.
    const [asking] = await bellOf(brand.token, 'application_received');
    expect(asking?.read_at).toBeNull();
    await decide(applicationId, 'deny', {
      message: '  Thank you! We only work with video creators this season.  ',
    });
    await expectDone(brand.token, 'application_received', 'Test product 1');
    const [denied] = await expectMail(creatorEmail, /declined your application/, 1);
    expect(denied?.text).toContain('wrote: “Thank you! We only work with video creators this season.”');
    expect(denied?.text).toContain(`${outputs().WebUrl}/creator/campaigns?tab=pending`);
    // The bell carries the message too: the creator reads it nowhere else.
    const { notifications } = (await api('/notifications', { token: creator.token })).body as {
      notifications: { kind: string; body: string; link: string }[];
    };
    expect(notifications.find((n) => n.kind === 'application_denied')).toMatchObject({
      body: expect.stringContaining('“Thank you! We only work with video creators this season.”'),
      link: '/creator/campaigns?tab=pending',
    });

    // A message over the limit is refused before anything is decided.
    const long = await api(`/brand/applications/${applicationId}/approve`, {
      ...json('POST', { message: 'x'.repeat(501) }),
      token: brand.token,
    });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toMatch(/at most 500 characters/);

    // ApplicationSubmitted and ApplicationDenied, three more times each.
    expect(await redeliver('applicationId', applicationId, 3)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await mailWith(brandEmail, applicationMail)).toHaveLength(1);
    expect(await mailTo(creatorEmail)).toHaveLength(1);
  });

  it(`${APPLICATIONS} applications in an hour: ${APPLICATION_EMAILS_PER_HOUR} e-mails, then one hourly digest with the rest`, async () => {
    for (const productId of brand.productIds.slice(1)) await apply(productId);
    // Every application is in the bell, e-mailed or not.
    const received = await eventually(async () => {
      const { notifications } = (await api('/notifications', { token: brand.token })).body as {
        notifications: { kind: string; created_at: string }[];
      };
      const ofApplications = notifications.filter((n) => n.kind === 'application_received');
      return ofApplications.length === APPLICATIONS ? ofApplications : undefined;
    }, 30_000);
    // The limit counts per UTC hour of each application: a burst that crosses an hour's end is two
    // hours' worth, each with its own e-mails and its own digest. What each hour owes:
    const perHour = new Map<number, number>();
    for (const { created_at } of received) {
      const hour = Date.parse(created_at) - (Date.parse(created_at) % HOUR_MS);
      perHour.set(hour, (perHour.get(hour) ?? 0) + 1);
    }
    const ownMail = [...perHour.values()].reduce(
      (sum, n) => sum + Math.min(n, APPLICATION_EMAILS_PER_HOUR),
      0,
    );
    const digests = [...perHour.values()].filter((n) => n > APPLICATION_EMAILS_PER_HOUR);
    const own = await expectMail(brandEmail, applicationMail, ownMail);

    // The digest schedule as it runs after the last hour's end (for this brand only: other files share
    // the cloud): one e-mail per hour that had more, listing the rest.
    const lastHour = Math.max(...perHour.keys());
    const brandUserId = (await api('/me', { token: brand.token })).body.id as string;
    await runSchedule('SendNotificationDigests', new Date(lastHour + HOUR_MS + 60_000).toISOString(), {
      userIds: [brandUserId],
    });
    const digestMail = await mailWith(brandEmail, /partnership update/);
    expect(digestMail).toHaveLength(digests.length);
    const lines = digestMail.flatMap((digest) =>
      (digest.text ?? '').split('\n').filter((line) => line.startsWith('- ')),
    );
    expect(lines).toHaveLength(digests.reduce((sum, n) => sum + n - APPLICATION_EMAILS_PER_HOUR, 0));
    if (perHour.size === 1) expect(digestMail[0]?.subject).toMatch(/^2 partnership updates on /);
    for (const line of lines) expect(line).toContain(`@${creator.creator.username} applied to promote`);
    // Each application is told once: by its own e-mail or by a line of a digest.
    const products = [
      ...own.map((message) => /promote (.+)$/.exec(message.subject)?.[1]),
      ...lines.map((line) => /promote (.+?): http/.exec(line)?.[1]),
    ];
    expect(products).toHaveLength(APPLICATIONS);
    expect(new Set(products)).toEqual(new Set(brand.productIds.map((_, i) => `Test product ${i + 1}`)));
  });

  it('an approval with a message tells the creator, and so do the First Campaign credits it earns', async () => {
    const applicationId = `${creator.creator.id}.${brand.productIds[1]}`;
    const [asking] = (await bellOf(brand.token, 'application_received')).filter((n) =>
      n.title.endsWith('Test product 2'),
    );
    expect(asking?.read_at).toBeNull();
    await decide(applicationId, 'approve', { message: 'Welcome aboard!' });
    await expectDone(brand.token, 'application_received', 'Test product 2');
    const [approved] = await expectMail(creatorEmail, /approved your application/, 1);
    expect(approved?.text).toContain('wrote: “Welcome aboard!”');
    const [credits] = await expectMail(creatorEmail, /You earned 50 sample credits/, 1);
    expect(credits?.text).toContain('First Campaign');
    expect(credits?.text).toContain(`${outputs().WebUrl}/creator/credits`);
  });
});

describe('discount codes', () => {
  it('the brand hears of a request; the creator of its approval (no Shopify store)', async () => {
    const requested = await api('/creator/discount-codes', {
      ...json('POST', { brand_id: brand.brandId }),
      token: creator.token,
    });
    expect(requested.status).toBe(201);
    const code = requested.body.discount_code.code as string;
    const [request] = await expectMail(brandEmail, /asked for a discount code/, 1);
    expect(request?.text).toContain(`would like the code ${code}`);
    expect(request?.text).toContain(`${outputs().WebUrl}/brand/campaigns?tab=codes`);
    const [asking] = await bellOf(brand.token, 'discount_code_requested');
    expect(asking?.read_at).toBeNull();

    const approved = await api(`/brand/discount-codes/${creator.creator.id}/approve`, {
      ...json('POST', { discount_percentage: 15 }),
      token: brand.token,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.discount_code.store_sync).toBe('not_applicable');
    const [mail] = await expectMail(creatorEmail, /approved your discount code/, 1);
    expect(mail?.text).toContain(`Shoppers get 15% off`);
    // Issue 31: the request's notification is done.
    await expectDone(brand.token, 'discount_code_requested', 'asked for a discount code');
  });
});
