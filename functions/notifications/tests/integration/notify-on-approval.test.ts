/**
 * Issue 19, end to end over the wire: a brand approves an application → the creator gets one e-mail
 * (plain text and HTML, a link to Campaigns, RFC 8058 headers) and one in-app notification (and, being
 * their first approval, the First Campaign credits' own, another category); redelivering the event three
 * times sends nothing more; the one-click unsubscribe (signed out, the mail client's form POST) stops
 * the next e-mail of that category but not the in-app notification, and shows on the preferences.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { onboardedCreator } from '../../../../tests/support/brand';
import { api, eventually, outputs, useCloudEnvironment } from '../../../../tests/support/cloud';
import { linkIn, listUnsubscribeUrl, mailTo, redeliver } from '../../../../tests/support/mailbox';

const approvalMail = /approved your application/;
const approvalsTo = async (email: string) =>
  (await mailTo(email)).filter((message) => approvalMail.test(message.subject));

import { approvedApplication, brandWithLiveProducts, json } from '../../../../tests/support/partnership';

let brand: Awaited<ReturnType<typeof brandWithLiveProducts>>;

beforeAll(async () => {
  useCloudEnvironment();
  brand = await brandWithLiveProducts(3);
});

const applyAndApprove = (token: string, productId: string) => approvedApplication(brand, token, productId);

const notificationsOf = async (token: string) => (await api('/notifications', { token })).body;

describe('a brand approves an application', () => {
  it('e-mails the creator once, shows in the bell, and one-click unsubscribe stops the next e-mail', async () => {
    const email = `notify-${Date.now()}@example.com`;
    const creator = await onboardedCreator(undefined, { email });
    const applicationId = await applyAndApprove(creator.token, brand.liveProductIds[0] as string);

    const message = await eventually(async () => (await approvalsTo(email))[0], 20_000);
    // The first approval also earns the First Campaign credits: their notice is in the samples category.
    await eventually(async () => ((await mailTo(email)).length === 2 ? true : undefined), 20_000);
    expect(message.text).toContain(`${outputs().WebUrl}/creator/campaigns`);
    expect(message.html).toContain(`href="${outputs().WebUrl}/creator/campaigns"`);
    expect(message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = listUnsubscribeUrl(message) ?? '';
    expect(oneClick).toMatch(/\/api\/notifications\/unsubscribe\?token=/);
    expect(linkIn(message, `${outputs().WebUrl}/unsubscribe?token=`)).toBeDefined();

    const centre = await notificationsOf(creator.token);
    expect(centre.unread).toBe(2);
    expect(centre.notifications).toHaveLength(2);
    expect(
      centre.notifications.find((n: { kind: string }) => n.kind === 'application_approved'),
    ).toMatchObject({
      link: '/creator/campaigns',
      category: 'partnerships',
      read_at: null,
    });
    expect((await api('/notifications/unread', { token: creator.token })).body.unread).toBe(2);

    // At-least-once delivery: the same events (submitted, approved) three more times.
    expect(await redeliver('applicationId', applicationId, 3)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await approvalsTo(email)).toHaveLength(1);
    expect(await mailTo(email)).toHaveLength(2);
    expect((await notificationsOf(creator.token)).notifications).toHaveLength(2);

    // The mail client's one-click POST, signed out, with RFC 8058's form body.
    const unsubscribed = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(204);
    const preferences = (await api('/notifications/preferences', { token: creator.token })).body;
    expect(
      preferences.categories.find((c: { category: string }) => c.category === 'partnerships'),
    ).toMatchObject({
      email: false,
      locked: false,
    });

    await applyAndApprove(creator.token, brand.liveProductIds[1] as string);
    await eventually(
      async () => ((await notificationsOf(creator.token)).notifications.length === 3 ? true : undefined),
      20_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await approvalsTo(email)).toHaveLength(1);

    // One save that turns a category on and another off (two set operations on one item).
    const both = await api('/notifications/preferences', {
      ...json('PUT', { email: { partnerships: true, samples: false } }),
      token: creator.token,
    });
    expect(both.status).toBe(200);
    const categories = Object.fromEntries(
      both.body.categories.map((c: { category: string; email: boolean }) => [c.category, c.email]),
    );
    expect(categories).toMatchObject({ partnerships: true, samples: false, money: true });
    const lockedOff = await api('/notifications/preferences', {
      ...json('PUT', { email: { money: false } }),
      token: creator.token,
    });
    expect(lockedOff.status).toBe(400);
    expect(lockedOff.body.error.fields['email.money']).toMatch(/cannot be turned off/);

    // Mark one read, then all.
    const latest = await notificationsOf(creator.token);
    expect(latest.unread).toBe(3);
    const first = latest.notifications[0].id as string;
    const one = await api(`/notifications/${encodeURIComponent(first)}/read`, {
      ...json('POST'),
      token: creator.token,
    });
    expect(one.body.unread).toBe(2);
    const all = await api('/notifications/read-all', { ...json('POST'), token: creator.token });
    expect(all.body.unread).toBe(0);
    expect(
      (await notificationsOf(creator.token)).notifications.every(
        (n: { read_at: string | null }) => n.read_at,
      ),
    ).toBe(true);
  });

  it('refuses a forged or altered unsubscribe link', async () => {
    const forged = await fetch(
      `${outputs().ApiUrl}/notifications/unsubscribe?token=someone.partnerships.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      { method: 'POST' },
    );
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as { error: { message: string } }).error.message).toMatch(
      /unsubscribe link is not valid/,
    );
    const described = await fetch(`${outputs().ApiUrl}/notifications/unsubscribe?token=x`);
    expect(described.status).toBe(400);
  });
});
