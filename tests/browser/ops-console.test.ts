/**
 * Issue 36: the operator console in Chromium. An operator signs in and lands on /ops: Operations lists a
 * dead-lettered event (put there by making its consumer fail) under its rule with its error; Replay, by
 * keyboard, asks first, then sends it back once (the row says replayed, the brand gets its notice).
 * Payouts lists a payout Stripe refused, with Stripe's code; Retry asks first, then pays the creator with
 * one transfer. Screenshots at 1280 and 375 px with axe; nothing wider than the phone. A creator who is
 * not an operator is refused the console.
 */
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import {
  fitsThePhone,
  launchBrowser,
  logInOperatorThroughUi,
  openPage,
  screenshotsAndAxe,
  sessionOf,
  waitForToast,
} from '../support/browser';
import { api, eventually, type TestUser } from '../support/cloud';
import { stripeClient } from '../support/demo-stripe';
import { failDeliveries, healBus } from '../support/local-bus';
import { localOnlyFile } from '../support/local-only';
import { signedUpOperator } from '../support/operators';
import { brandWithLiveProducts, json, onboardedCreator } from '../support/partnership';
import {
  closedAccountOf,
  connectPayouts,
  earnPayableBalance,
  payoutsOf,
  requestOrOpenPayout,
  setPayoutDestination,
} from '../support/payouts';
import { partnerOn, type StoreProduct, sellingBrand, share } from '../support/sales';

const { afterAll, beforeAll, describe, it } = localOnlyFile(
  "fails a consumer with the local bus's faults and earns a balance by running the money schedules by hand",
);

let browser: Browser;
let operator: { user: TestUser; token: string; secret?: string };
let failingBrand: Awaited<ReturnType<typeof brandWithLiveProducts>>;
let deadLetterId: string;
let failedPayoutId: string;
let payee: { token: string; id: string };
let payeeBalance: number;
let payeeAccount: string;
const faults: string[] = [];

/** The brand's notices that a creator applied. */
const applicationNotices = async () =>
  (
    (await api('/notifications', { token: failingBrand.token })).body.notifications as { kind: string }[]
  ).filter((notice) => notice.kind === 'application_received');

/** A dead letter of this file's own: an application whose NotifyPeople delivery failed every retry. */
const putADeadLetter = async () => {
  const [brand, creator] = await Promise.all([brandWithLiveProducts(1), onboardedCreator()]);
  failingBrand = brand;
  const fault = await failDeliveries('NotifyPeople', {
    'detail-type': ['ApplicationSubmitted'],
    detail: { brandId: [brand.brandId] },
  });
  faults.push(fault);
  const applied = await api('/creator/applications', {
    ...json('POST', { brand_id: brand.brandId, product_id: brand.liveProductIds[0] }),
    token: creator.token,
  });
  expect(applied.status).toBe(201);
  deadLetterId = await eventually(async () => {
    const groups = (await api('/ops/dead-letters', { token: operator.token })).body.rules as {
      dead_letters: { id: string; detail: { brandId?: string } }[];
    }[];
    return groups
      .flatMap((group) => group.dead_letters)
      .find((letter) => letter.detail.brandId === brand.brandId)?.id;
  });
  // The consumer is fixed: the operator may replay it.
  await healBus(fault);
};

/** A payout Stripe refused for good (the creator's account gone there); then the account is back. */
const putAFailedPayout = async () => {
  const { brand, live } = await sellingBrand(1);
  const product = live as StoreProduct;
  const partner = await partnerOn(brand, product.id);
  await connectPayouts(partner.token);
  const id = (await api('/me', { token: partner.token })).body.id as string;
  payee = { token: partner.token, id };
  payeeAccount = await setPayoutDestination(id, closedAccountOf(id));
  const perUnit = share(product.price_cents, Math.round(product.commission_percentage * 100), 10_000);
  payeeBalance = await earnPayableBalance({
    brand,
    product,
    creator: partner,
    quantity: Math.ceil(3_000 / Math.max(perUnit, 1)) + 1,
  });
  failedPayoutId = await requestOrOpenPayout(partner.token);
  await eventually(async () =>
    ((await payoutsOf(partner.token)).payouts as { payout_id: string; status: string }[]).find(
      (payout) => payout.payout_id === failedPayoutId,
    )?.status === 'failed'
      ? true
      : undefined,
  );
  await setPayoutDestination(id, payeeAccount);
};

beforeAll(async () => {
  browser = await launchBrowser();
  operator = await signedUpOperator();
  await Promise.all([putADeadLetter(), putAFailedPayout()]);
}, 300_000);

afterAll(async () => {
  for (const id of faults) await healBus(id).catch(() => undefined);
  await browser?.close();
});

describe('the operator console', () => {
  it('an operator signs in to /ops, replays a dead letter and retries a failed payout', async () => {
    const { context, page } = await openPage(browser, '/login');
    try {
      await logInOperatorThroughUi(page, operator);
      await page.waitForURL('**/ops');
      await page.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();
      await page.getByRole('navigation', { name: 'Operator console' }).waitFor();

      // Operations: the dead letter under its rule, with its error.
      const row = page.getByTestId('dead-letter').filter({ hasText: failingBrand.brandId });
      await row.waitFor();
      expect(await row.getAttribute('data-state')).toBe('waiting');
      expect(await row.getByTestId('dead-letter-error').textContent()).toContain(
        'Local fault: NotifyPeople fails for this event',
      );
      const rule = page.getByTestId('dead-letter-rule').filter({ has: row });
      expect(await rule.getByRole('heading', { level: 2 }).textContent()).toBe('NotifyPeople');
      await page.getByTestId('outbox-card').waitFor();
      await screenshotsAndAxe(page, 'ops-operations', () => row.waitFor());
      expect(await fitsThePhone(page)).toBe(true);

      // Replay, by keyboard: the button, then the dialog (Cancel first), then Replay.
      await row.getByTestId('replay').focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByTestId('replay-confirm');
      await dialog.getByRole('heading', { name: 'Replay this event?' }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await waitForToast(page, 'Event replayed');
      await row.getByTestId('replayed').waitFor();
      expect(await row.getAttribute('data-state')).toBe('replayed');
      expect(await row.getByTestId('replay').count()).toBe(0);
      await eventually(async () => ((await applicationNotices()).length === 1 ? true : undefined));
      const replayAgain = await api(`/ops/dead-letters/${deadLetterId}/replay`, {
        ...json('POST'),
        token: operator.token,
      });
      expect(replayAgain.status).toBe(409);

      // Payouts: the failed payout with Stripe's code; Retry asks first, then pays with one transfer.
      await page
        .getByRole('navigation', { name: 'Operator console' })
        .getByRole('link', { name: 'Payouts' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor();
      expect(await page.getByRole('tab', { name: 'Failed' }).getAttribute('aria-selected')).toBe('true');
      const payout = page.getByTestId('ops-payout').filter({ hasText: failedPayoutId });
      await payout.waitFor();
      expect(await payout.getByTestId('ops-payout-failure').textContent()).toContain('resource_missing');
      await screenshotsAndAxe(page, 'ops-payouts', () => payout.waitFor());
      expect(await fitsThePhone(page)).toBe(true);

      await payout.getByTestId('retry-payout').click();
      const confirm = page.getByTestId('retry-confirm');
      await confirm.getByRole('heading', { name: 'Retry this payout?' }).waitFor();
      await confirm.getByRole('button', { name: 'Retry' }).click();
      await waitForToast(page, 'Payout retried');
      await expect.poll(() => payout.count()).toBe(0);
      const paid = await eventually(async () =>
        (
          (await payoutsOf(payee.token)).payouts as {
            payout_id: string;
            status: string;
            amount_cents: number;
          }[]
        ).find((candidate) => candidate.status === 'paid' && candidate.payout_id !== failedPayoutId),
      );
      expect(paid.amount_cents).toBe(payeeBalance);
      expect(
        (await stripeClient().transfers.list({ destination: payeeAccount, limit: 10 })).data,
      ).toHaveLength(1);

      // The other tab, by keyboard (arrow keys move between tabs): its own list or its empty state.
      await page.getByRole('tab', { name: 'Failed' }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('tab', { name: 'Stuck' }).getAttribute('aria-selected')).toBe('true');
      await page
        .getByRole('tabpanel')
        .getByTestId(/ops-payout-list|ops-payouts-empty/)
        .waitFor();
    } finally {
      await context.close();
    }
  }, 180_000);

  it('a creator who is not an operator is refused the console', async () => {
    const { token } = await onboardedCreator();
    const session = await sessionOf(browser, token, 'creator');
    const { context, page } = await openPage(browser, '/ops/payouts', { session });
    try {
      await page.getByTestId('access-denied').waitFor();
      expect(await page.getByTestId('access-denied').textContent()).toContain(
        'This page is only accessible to operators.',
      );
      expect(await page.getByTestId('header-ops-link').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
