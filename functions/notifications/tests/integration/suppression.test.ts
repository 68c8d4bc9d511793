/**
 * Issue 19, over the wire: an address SES reports as bouncing or complaining gets no more e-mail. The
 * creators sign up with SES's mailbox simulator addresses; the local cloud answers mail to them as SES
 * does (infra/local/ses-mailbox-simulator.ts: the bounce or complaint event on the bus, as the deployed
 * configuration set puts it on the default bus), SuppressBouncedAddresses suppresses the address, and the
 * next notice is in-app only.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { onboardedCreator } from '../../../../tests/support/brand';
import { api, eventually, useCloudEnvironment } from '../../../../tests/support/cloud';
import { mailTo } from '../../../../tests/support/mailbox';
import { approvedApplication, brandWithLiveProducts } from '../../../../tests/support/partnership';

let brand: Awaited<ReturnType<typeof brandWithLiveProducts>>;

beforeAll(async () => {
  useCloudEnvironment();
  brand = await brandWithLiveProducts(3);
});

const approve = (token: string, productId: string) => approvedApplication(brand, token, productId);

const suppressed = async (token: string) =>
  (await api('/notifications/preferences', { token })).body.suppressed as boolean;

const notificationCount = async (token: string) =>
  ((await api('/notifications', { token })).body.notifications as unknown[]).length;

/** A simulator address no other run has used: SES's `+label` form. */
const simulatorAddress = (outcome: 'bounce' | 'complaint') =>
  `${outcome}+${randomUUID().slice(0, 8)}@simulator.amazonses.com`;

describe('the suppression list', () => {
  it('a permanent bounce suppresses the address: the next approval is in-app only', async () => {
    const email = simulatorAddress('bounce');
    const creator = await onboardedCreator(undefined, { email });
    expect(await suppressed(creator.token)).toBe(false);

    await approve(creator.token, brand.liveProductIds[0] as string);
    const approvalMail = async () =>
      (await mailTo(email)).filter((m) => /approved your application/.test(m.subject));
    await eventually(async () => ((await approvalMail()).length === 1 ? true : undefined), 20_000);
    // SES's bounce arrives after the message was accepted; its consumer suppresses the address.
    await eventually(async () => ((await suppressed(creator.token)) ? true : undefined), 20_000);
    // The first approval also earned First Campaign credits, whose e-mail may have gone before the
    // bounce came back: what was sent until now is the baseline.
    await eventually(async () => ((await notificationCount(creator.token)) === 2 ? true : undefined), 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sentBefore = (await mailTo(email)).length;

    await approve(creator.token, brand.liveProductIds[1] as string);
    await eventually(async () => ((await notificationCount(creator.token)) === 3 ? true : undefined), 20_000);
    // The notice's consumer has finished (its notification exists); give a stray send time to show.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await mailTo(email)).toHaveLength(sentBefore);
    expect(await approvalMail()).toHaveLength(1);
  });

  it('a complaint suppresses the address too', async () => {
    const email = simulatorAddress('complaint');
    const creator = await onboardedCreator(undefined, { email });
    await approve(creator.token, brand.liveProductIds[2] as string);
    await eventually(async () => ((await mailTo(email)).length >= 1 ? true : undefined), 20_000);
    await eventually(async () => ((await suppressed(creator.token)) ? true : undefined), 20_000);
  });
});
