/**
 * Issue 21, a commission cut is announced to the partners it concerns, over the wire: a brand lowers a
 * product's rate → each creator with a link on the product gets one notification (and one e-mail) with
 * the brand, the product, old → new rate and the date; a creator linked only to another product gets
 * none; a redelivered event tells nobody twice; withdrawing the cut tells them too. A cut of one
 * creator's terms tells that creator alone. A raise tells nobody.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, useCloudEnvironment } from '../../../../tests/support/cloud';
import { receivedByBus } from '../../../../tests/support/local-bus';
import { mailTo, redeliver } from '../../../../tests/support/mailbox';
import { brandWithLiveProducts, json, onboardedCreator } from '../../../../tests/support/partnership';

type Creator = Awaited<ReturnType<typeof onboardedCreator>>;
interface Notification {
  kind: string;
  title: string;
  body: string;
  link: string;
}

let brand: Awaited<ReturnType<typeof brandWithLiveProducts>>;
let brandName: string;
/** Three partners on the first product, and one on the second only. */
let partners: Creator[];
let other: Creator;
const stamp = Date.now();
const emailOf = (i: number) => `cut-notice-${stamp}-${i}@example.com`;

const productId = (i: number) => brand.liveProductIds[i] as string;

/** "Dec 3, 2026": the date as the notices write it (UTC). */
const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const setRate = async (id: string, rate: number) => {
  const response = await api(`/brand/products/${id}/settings`, {
    ...json('PATCH', { commission_percentage: rate }),
    token: brand.token,
  });
  expect(response.status).toBe(200);
  return response.body.product as { pending_rate: { effective_at: string } | null };
};

const notificationsOf = async (creator: Creator, kind: string): Promise<Notification[]> =>
  ((await api('/notifications', { token: creator.token })).body.notifications as Notification[]).filter(
    (n) => n.kind === kind,
  );

/** Waits until each creator has `count` notifications of `kind`, then a moment more to see no more come. */
const expectNotified = async (creators: Creator[], kind: string, count = 1) => {
  await eventually(async () => {
    const lists = await Promise.all(creators.map((creator) => notificationsOf(creator, kind)));
    return lists.every((list) => list.length >= count) ? true : undefined;
  }, 15_000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const lists = await Promise.all(creators.map((creator) => notificationsOf(creator, kind)));
  for (const list of lists) expect(list).toHaveLength(count);
  return lists.map((list) => list[0] as Notification);
};

/** The cut events the bus accepted for a product or a creator. */
const cutIdsOf = async (detailType: string, field: 'productId' | 'creatorId', value: string) =>
  (await receivedByBus())
    .filter(
      (entry) =>
        entry.detailType === detailType &&
        entry.outcome === 'accepted' &&
        (entry.detail as Record<string, unknown>)[field] === value,
    )
    .map((entry) => (entry.detail as { cutId: string }).cutId);

beforeAll(async () => {
  const creators = Promise.all([0, 1, 2, 3].map((i) => onboardedCreator(undefined, { email: emailOf(i) })));
  brand = await brandWithLiveProducts(2);
  brandName = (await api('/brand/onboarding', { token: brand.token })).body.brand.brand_name;
  // 20% before anyone promotes it: a raise, in force at once, that tells nobody.
  expect((await setRate(productId(0), 20)).pending_rate).toBeNull();
  const all = await creators;
  partners = all.slice(0, 3);
  other = all[3] as Creator;
  const link = (creator: Creator, id: string) =>
    api('/creator/links', {
      ...json('POST', { brand_id: brand.brandId, product_id: id }),
      token: creator.token,
    });
  const made = await Promise.all([
    ...partners.map((creator) => link(creator, productId(0))),
    link(other, productId(1)),
  ]);
  for (const response of made) expect(response.status).toBe(201);
}, 60_000);

describe('a product’s commission cut', () => {
  it('tells each partner on the product once, with the brand, the product, the rates and the date; nobody else', async () => {
    const cut = await setRate(productId(0), 15);
    const effectiveAt = cut.pending_rate?.effective_at as string;
    expect(effectiveAt).toBeTruthy();

    const told = await expectNotified(partners, 'commission_cut_announced');
    for (const notification of told)
      expect(notification).toMatchObject({
        title: `${brandName} lowers the commission on Test product 1`,
        body: `${brandName} lowers the commission on Test product 1 from 20% to 15% from ${dayOf(effectiveAt)}.`,
        link: `/creator/brands/${brand.brandId}?tab=products`,
      });
    expect(await notificationsOf(other, 'commission_cut_announced')).toHaveLength(0);
    // Partnership news by e-mail too (the creators' default preferences), one each.
    const mail = await Promise.all(
      [0, 1, 2].map((i) =>
        eventually(async () => {
          const received = await mailTo(emailOf(i));
          return received.length > 0 ? received : undefined;
        }),
      ),
    );
    for (const received of mail)
      expect(received.map((message) => message.subject)).toEqual([
        `${brandName} lowers the commission on Test product 1`,
      ]);

    // EventBridge delivers at least once: the same event twice more tells nobody again.
    const [cutId] = await cutIdsOf('CommissionCutAnnounced', 'productId', productId(0));
    expect(await redeliver('cutId', cutId as string, 2)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const creator of partners)
      expect(await notificationsOf(creator, 'commission_cut_announced')).toHaveLength(1);
    for (const i of [0, 1, 2]) expect(await mailTo(emailOf(i))).toHaveLength(1);
  });

  it('withdrawn before its date: the same partners are told it is off', async () => {
    const cancelled = await api(`/brand/products/${productId(0)}/pending-rate`, {
      ...json('DELETE'),
      token: brand.token,
    });
    expect(cancelled.status).toBe(200);
    const told = await expectNotified(partners, 'commission_cut_withdrawn');
    expect(told[0]?.body).toMatch(
      new RegExp(
        `^${escaped(brandName)} no longer lowers the commission on Test product 1 to 15% from .+: it is 20%\\.$`,
      ),
    );
    expect(await notificationsOf(other, 'commission_cut_withdrawn')).toHaveLength(0);
  });
});

describe('the fan-out', () => {
  it('reads a product’s partners a page at a time, each once, with a cursor', async () => {
    useCloudEnvironment();
    const { pageCreatorsWithLinkOn } = await import('../../../referrals');
    const first = await pageCreatorsWithLinkOn(productId(0), null, 2);
    expect(first.creatorIds).toHaveLength(2);
    const second = await pageCreatorsWithLinkOn(productId(0), first.next, 2);
    expect(second.next).toBeNull();
    expect([...first.creatorIds, ...second.creatorIds].sort()).toEqual(
      partners.map((partner) => partner.creator.id).sort(),
    );
  });
});

describe('a cut of one creator’s terms', () => {
  it('tells that creator alone', async () => {
    const setTerm = (rate: number) =>
      api('/brand/terms', {
        ...json('PUT', { creator_id: other.creator.id, product_id: null, commission_percentage: rate }),
        token: brand.token,
      });
    expect((await setTerm(25)).status).toBe(200);
    const lowered = await setTerm(18);
    expect(lowered.status).toBe(200);
    const effectiveAt = lowered.body.term.pending_rate.effective_at as string;

    const [told] = await expectNotified([other], 'commission_cut_announced');
    expect(told).toMatchObject({
      title: `${brandName} lowers your commission on all products`,
      body: `${brandName} lowers your commission on all products from 25% to 18% from ${dayOf(effectiveAt)}.`,
    });
    // The product's partners heard of their own cut only.
    for (const creator of partners)
      expect(await notificationsOf(creator, 'commission_cut_announced')).toHaveLength(1);
    expect(await cutIdsOf('CommissionCutAnnounced', 'creatorId', other.creator.id)).toHaveLength(1);
  });
});

describe('Apply to All', () => {
  it('announces the cut of each product it lowers to that product’s partners; a product it raises tells nobody', async () => {
    const applied = await api('/brand/products/commission', {
      ...json('PUT', { commission_percentage: 12 }),
      token: brand.token,
    });
    expect(applied.status).toBe(200);
    // The first product: 20% → 12% after the notice, a second announcement; the second: 10% → 12% at once.
    const lists = await eventually(async () => {
      const found = await Promise.all(
        partners.map((creator) => notificationsOf(creator, 'commission_cut_announced')),
      );
      return found.every((list) => list.length === 2) ? found : undefined;
    }, 15_000);
    for (const list of lists)
      expect(list[0]?.body).toMatch(/lowers the commission on Test product 1 from 20% to 12% from /);
    expect(await notificationsOf(other, 'commission_cut_announced')).toHaveLength(1);
  });
});
