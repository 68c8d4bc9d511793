/**
 * Bench section 8: how long a creator waits for money (issue 17, "paid within days"). In simulated time,
 * on a running local cloud: a brand with a card saved (Checkout in setup mode on the local Stripe) and
 * automatic payment on, creators with active payout accounts (Express onboarding on the local Stripe),
 * and a month of sales spread evenly over its days (signed orders/paid webhooks, `created_at` on each
 * day). Then the schedules fire as the clock would (through /__local/schedules, as `npm run schedule`):
 * billing on the 1st 00:00 (the invoice is charged off-session when issued, its period settled from the
 * webhook, the matured commissions released by that settlement), the hourly release, and the payout run
 * at each of its instants (PAYOUT_SCHEDULE: the 1st 06:00, or Mondays 06:00). Each sale's days to its
 * transfer are read from the ledger: its entry's payout, made by the run at the instant in its id.
 *
 * The goal: median ≤ 25 days (it was about 46 when invoices were paid on their due date). The section
 * fails (exit code 1) above it, or when a sale is left unpaid. `npx tsx tests/bench/payout-latency.ts`
 * runs it alone on its own local cloud; functions/ledger/tests/integration/payout-latency.test.ts runs a smaller month.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { scriptActor } from '../../functions/shared/audit/actor';
import { signWebhookBody } from '../../stand-ins/shopify/webhooks';
import { testBankDetailsFor } from '../../stand-ins/stripe/bank-accounts';
import { saveBenchCreator } from './bench-creator';

const benchActor = scriptActor('bench');

export const MEDIAN_GOAL_DAYS = 25;
const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;

export interface LatencyOptions {
  cloudUrl: string;
  /** Creators selling; each sells once a day. */
  creators: number;
  /** Days of the month with sales (from the 1st); defaults to every day of the month. */
  days?: number;
  /** The hourly release at every hour (true), or once a day before the payout hour (false: faster). */
  hourly?: boolean;
  log?: (line: string) => void;
}

export interface LatencyResult {
  sales: number;
  paid: number;
  medianDays: number;
  maxDays: number;
  minDays: number;
  payoutRuns: string[];
  /** Sales not paid by the end, by their entries' status. */
  unpaid: Record<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitFor = async <T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`payout latency: ${what} not reached in ${timeoutMs / 1000} s`);
    await sleep(100);
  }
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Runs a schedule as at `at`, for this month's brand or creators only (functions/shared/schedules/
 * run-scope.ts): on the test cloud other files bill and pay at simulated instants of their own, and an
 * unscoped run here would pay their creators, or theirs bill this brand before its month is recorded.
 */
const runSchedule = async (
  cloudUrl: string,
  name: string,
  at: Date,
  scope: { brandIds?: string[]; creatorIds?: string[] },
) => {
  const response = await fetch(`${cloudUrl}/__local/schedules/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scheduledTime: at.toISOString(), input: scope }),
  });
  if (response.status !== 200) throw new Error(`${name} at ${at.toISOString()}: ${response.status}`);
  return ((await response.json()) as { result: Record<string, unknown> }).result;
};

/** Posts a hosted Stripe page's form (checkout, onboarding), as the browser does. */
const submitForm = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

const money = (cents: number) => (cents / 100).toFixed(2);

/** An orders/paid webhook as Shopify sends it (shop money and presentment money alike, in USD). */
const orderPayload = (input: {
  id: number;
  ref: string;
  productId: string;
  priceCents: number;
  quantity: number;
  createdAt: string;
}) => {
  const price = money(input.priceCents);
  const total = money(input.priceCents * input.quantity);
  const set = (amount: string) => ({
    shop_money: { amount, currency_code: 'USD' },
    presentment_money: { amount, currency_code: 'USD' },
  });
  return {
    id: input.id,
    name: `#${String(input.id).slice(-5)}`,
    email: `shopper-${randomUUID().slice(0, 6)}@example.com`,
    currency: 'USD',
    presentment_currency: 'USD',
    created_at: input.createdAt,
    processed_at: input.createdAt,
    financial_status: 'paid',
    total_price: total,
    total_price_set: set(total),
    note_attributes: [{ name: 'ref', value: input.ref }],
    landing_site: '/',
    discount_codes: [],
    line_items: [
      {
        id: input.id * 10 + 1,
        product_id: Number(input.productId),
        variant_id: null,
        title: 'Bench product',
        quantity: input.quantity,
        price,
        price_set: set(price),
        total_discount: '0.00',
        total_discount_set: set('0.00'),
        discount_allocations: [],
      },
    ],
  };
};

const deliverOrder = async (cloudUrl: string, shop: string, payload: ReturnType<typeof orderPayload>) => {
  const secret = process.env.SHOPIFY_API_SECRET;
  if (!secret) throw new Error('SHOPIFY_API_SECRET is not set: start the local cloud first');
  const body = JSON.stringify(payload);
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${cloudUrl}/api/webhooks/shopify`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-shopify-hmac-sha256': signWebhookBody(body, secret),
        'x-shopify-topic': 'orders/paid',
        'x-shopify-shop-domain': shop,
        'x-shopify-api-version': '2025-10',
        'x-shopify-webhook-id': randomUUID(),
        'x-shopify-event-id': randomUUID(),
        'x-shopify-triggered-at': new Date().toISOString(),
      },
    });
    if (response.status === 200) return;
    if (response.status < 500 || attempt >= 5)
      throw new Error(`orders/paid refused: ${response.status} ${await response.text()}`);
    await sleep(300 * attempt);
  }
};

/** The brand, its product in the program, its card saved and automatic payment on. */
const setUpBrand = async (run: string) => {
  const { createBrandOnce, updateBrand, getBrand } = await import('../../functions/catalogue');
  const { upsertImportedProduct, importedProductId, updateProductSettings } = await import(
    '../../functions/catalogue'
  );
  const { openCardSetup } = await import('../../functions/ledger');
  const { getBillingProfile, setAutopay } = await import('../../functions/ledger');
  const { brandId } = await createBrandOnce({ userId: `bench-latency-${run}`, brandName: `Latency ${run}` });
  if (!brandId) throw new Error('bench brand not created');
  const shop = `bench-latency-${run}.myshopify.com`;
  await updateBrand(brandId, {
    store_connected: true,
    store_platform: 'shopify',
    store_name: `Latency ${run}`,
    shop_domain: shop,
  } as never);
  const shopifyProductId = '9100000000001';
  await upsertImportedProduct(brandId, {
    shopifyProductId,
    handle: 'bench-latency',
    name: 'Bench latency product',
    description: 'bench',
    priceCents: 5_000,
    category: 'other',
    imageUrl: null,
  });
  const productId = importedProductId(brandId, shopifyProductId);
  await updateProductSettings(brandId, productId, { available_to_influencers: true }, benchActor);
  const brand = await getBrand(brandId);
  if (!brand) throw new Error('bench brand missing');
  const setup = await openCardSetup(brand, benchActor);
  const saved = await submitForm(setup, {
    choice: 'pay',
    email: 'billing@example.com',
    card: '4242 4242 4242 4242',
    exp: `12 / ${(new Date().getUTCFullYear() + 3) % 100}`,
    cvc: '123',
  });
  if (saved.status !== 303) throw new Error(`card not saved: the setup page answered ${saved.status}`);
  await waitFor('the saved card', async () =>
    (await getBillingProfile(brandId)).payment_method ? true : undefined,
  );
  if (!(await setAutopay(brandId, true, new Date().toISOString(), benchActor)))
    throw new Error('autopay refused');
  return { brandId, brandName: brand.brand_name, shop, productId, shopifyProductId };
};

/** A creator with a referral link on the product and an active payout account (Express onboarding). */
const setUpCreator = async (run: string, index: number, brand: Awaited<ReturnType<typeof setUpBrand>>) => {
  const { ensureReferralLink } = await import('../../functions/referrals');
  const { startPayoutOnboarding } = await import('../../functions/ledger');
  const { getPayoutAccount } = await import('../../functions/ledger');
  const creatorId = `bench-latency-${run}-c${index}`;
  const username = `latency${run}c${index}`.toLowerCase();
  await saveBenchCreator(creatorId, username);
  const code = `${username}_latency`;
  await ensureReferralLink({
    referral_code: code,
    creator_id: creatorId,
    creator_username: username,
    creator_avatar_url: null,
    product_id: brand.productId,
    product_name: 'Bench latency product',
    brand_id: brand.brandId,
    brand_name: brand.brandName,
    destination_url: 'https://example.com/products/bench-latency',
    utm_campaign: 'bench',
    utm_content: username,
  });
  const { url } = await startPayoutOnboarding(creatorId);
  const submitted = await submitForm(url, {
    choice: 'submit',
    first_name: 'Jenny',
    last_name: 'Rosen',
    ...testBankDetailsFor(creatorId),
  });
  if (submitted.status !== 303) throw new Error(`onboarding refused: ${submitted.status}`);
  await waitFor('an active payout account', async () =>
    (await getPayoutAccount(creatorId, { consistent: true }))?.status === 'active' ? true : undefined,
  );
  return { creatorId, code };
};

const listSaleEntries = async (creatorId: string) => {
  const { listEntriesOfCreator } = await import('../../functions/ledger');
  const entries = [];
  let after: Record<string, unknown> | undefined;
  do {
    const page = await listEntriesOfCreator(creatorId, { limit: 100, after });
    entries.push(...page.entries.filter((entry) => entry.kind === 'sale'));
    after = page.next;
  } while (after);
  return entries;
};

/** The instant a payout's run fired: in its id, `PO-{yyyymmddhhmmss}-…`. */
const runTimeOf = (payoutId: string): number => {
  const digits = /^PO-(\d{14})/.exec(payoutId)?.[1];
  if (!digits) return Number.NaN;
  const [y, mo, d, h, mi, s] = [0, 4, 6, 8, 10, 12].map((at, i) => Number(digits.slice(at, i ? at + 2 : 4)));
  return Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
};

/** The payout run's instants in [from, to] under the configured schedule (the clock's own rule). */
const payoutInstants = async (from: number, to: number): Promise<Date[]> => {
  const { schedules } = await import('../../events/schedules');
  const { platformSettings } = await import('../../functions/platform');
  const { payoutSchedule } = platformSettings;
  const definition = schedules.find((schedule) => schedule.name === 'RunPayouts');
  const at = typeof definition?.at === 'function' ? definition.at({ payoutSchedule }) : definition?.at;
  if (!at) throw new Error('RunPayouts has no calendar time');
  const instants: Date[] = [];
  for (let day = from - (from % DAY_MS); day <= to; day += DAY_MS) {
    const date = new Date(day + at.hour * HOUR_MS + at.minute * 60_000);
    if (date.getTime() < from || date.getTime() > to) continue;
    if (at.dayOfMonth !== undefined && date.getUTCDate() !== at.dayOfMonth) continue;
    if (at.dayOfWeek !== undefined && date.getUTCDay() !== at.dayOfWeek) continue;
    instants.push(date);
  }
  return instants;
};

/** Runs the month and measures each sale's days to its transfer. */
export const measurePayoutLatency = async (options: LatencyOptions): Promise<LatencyResult> => {
  const say = options.log ?? (() => {});
  const run = randomUUID().slice(0, 6);
  const now = new Date();
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  const monthAfter = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1);
  const daysInMonth = Math.round((nextMonth - monthStart) / DAY_MS);
  const days = Math.min(options.days ?? daysInMonth, daysInMonth);

  const brand = await setUpBrand(run);
  const creators: { creatorId: string; code: string }[] = [];
  for (let i = 0; i < options.creators; i++) creators.push(await setUpCreator(run, i, brand));
  say(
    `brand with a saved card and automatic payment; ${creators.length} creators with active payout accounts`,
  );

  // A sale per creator per day, at noon UTC, through the creator's link: 2 × $50 at the product's rate.
  let orderId = 7_300_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;
  const sales: Promise<void>[] = [];
  for (let day = 0; day < days; day++) {
    const createdAt = new Date(monthStart + day * DAY_MS + 12 * HOUR_MS).toISOString();
    for (const creator of creators) {
      sales.push(
        deliverOrder(
          options.cloudUrl,
          brand.shop,
          orderPayload({
            id: ++orderId,
            ref: creator.code,
            productId: brand.shopifyProductId,
            priceCents: 5_000,
            quantity: 2,
            createdAt,
          }),
        ),
      );
    }
  }
  await Promise.all(sales);
  const expected = days * creators.length;
  await waitFor(
    `${expected} sales in the ledger`,
    async () => {
      let count = 0;
      for (const creator of creators) count += (await listSaleEntries(creator.creatorId)).length;
      return count >= expected ? true : undefined;
    },
    120_000,
  );
  say(`${expected} sales over ${days} days of ${new Date(monthStart).toISOString().slice(0, 7)}`);

  // The 1st, 00:00: billing. The invoice is charged off-session when issued; paid from the webhook.
  const brandScope = { brandIds: [brand.brandId] };
  const creatorScope = { creatorIds: creators.map((creator) => creator.creatorId) };
  await runSchedule(options.cloudUrl, 'BillMonth', new Date(nextMonth), brandScope);
  const { getInvoice } = await import('../../functions/ledger');
  const period = new Date(monthStart).toISOString().slice(0, 7);
  const invoice = await waitFor('the invoice charged and paid', async () => {
    const current = await getInvoice(brand.brandId, period);
    return current?.status === 'paid' ? current : undefined;
  });
  say(`invoice ${invoice.invoice_number} paid (${invoice.paid_via ?? 'checkout'}) when issued`);

  // Then the clock until the month after next's payout: the release every hour (or before each payout
  // hour), the payout run at its instants (waiting for its transfers before going on).
  const end = monthAfter + 7 * HOUR_MS;
  const runs = await payoutInstants(nextMonth, end);
  const { listPayoutsOfCreator } = await import('../../functions/ledger');
  let nextRun = 0;
  for (let at = nextMonth + HOUR_MS; at <= end; at += HOUR_MS) {
    const hour = new Date(at).getUTCHours();
    if (options.hourly !== false || hour === 5)
      await runSchedule(options.cloudUrl, 'ReleaseMaturedCommissions', new Date(at), brandScope);
    const instant = runs[nextRun];
    if (instant && instant.getTime() === at) {
      nextRun++;
      // Who has a payable balance now: each of them gets this run's payout (the fan-out is events).
      const payable: string[] = [];
      for (const creator of creators) {
        const entries = await listSaleEntries(creator.creatorId);
        if (entries.some((entry) => entry.status === 'available')) payable.push(creator.creatorId);
      }
      await runSchedule(options.cloudUrl, 'RunPayouts', instant, creatorScope);
      const runPrefix = `PO-${instant
        .toISOString()
        .replace(/[-:TZ.]/g, '')
        .slice(0, 14)}-RUN`;
      // Every payout this run opened is done (paid, failed or cancelled) before the clock moves on.
      await waitFor(
        `the payouts of ${instant.toISOString()}`,
        async () => {
          for (const creatorId of payable) {
            const { payouts } = await listPayoutsOfCreator(creatorId, { limit: 10 });
            const mine = payouts.find((payout) => payout.payout_id.startsWith(runPrefix));
            if (!mine || mine.status === 'processing') return undefined;
          }
          return true;
        },
        120_000,
      );
    }
  }

  const waits: number[] = [];
  const unpaid: Record<string, number> = {};
  for (const creator of creators) {
    for (const entry of await listSaleEntries(creator.creatorId)) {
      if (entry.status !== 'paid' || !entry.payout_id) {
        unpaid[entry.status] = (unpaid[entry.status] ?? 0) + 1;
        continue;
      }
      waits.push((runTimeOf(entry.payout_id) - Date.parse(entry.created_at)) / DAY_MS);
    }
  }
  return {
    sales: expected,
    paid: waits.length,
    medianDays: median(waits),
    maxDays: waits.length ? Math.max(...waits) : Number.NaN,
    minDays: waits.length ? Math.min(...waits) : Number.NaN,
    payoutRuns: runs.map((instant) => instant.toISOString()),
    unpaid,
  };
};

/** Section 8 on a running local cloud; returns whether the goal held and every sale was paid. */
export const benchPayoutLatency = async (cloudUrl: string): Promise<boolean> => {
  console.log('\n8. Days from sale to transfer (automatic payment on; a month of sales, simulated time)');
  const started = performance.now();
  const result = await measurePayoutLatency({
    cloudUrl,
    creators: 3,
    log: (line) => console.log(`   ${line}`),
  });
  const met = result.medianDays <= MEDIAN_GOAL_DAYS && result.paid === result.sales;
  console.log(
    `   ${result.paid} of ${result.sales} sales paid by ${result.payoutRuns.length} payout runs` +
      ` (${(await import('../../functions/platform')).platformSettings.payoutSchedule} payouts)`,
  );
  if (result.paid < result.sales)
    console.log(`   ✗ unpaid sales by status: ${JSON.stringify(result.unpaid)}`);
  console.log(
    `   median ${result.medianDays.toFixed(1)} days, max ${result.maxDays.toFixed(1)}, min ${result.minDays.toFixed(1)}` +
      ` (goal: median ≤ ${MEDIAN_GOAL_DAYS}: ${met ? 'met' : 'NOT met'}; ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return met;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.LOG_LEVEL = 'error';
  const { startLocalCloud } = await import('../../infra/local/local-cloud');
  const cloud = await startLocalCloud({ port: 0 });
  try {
    if (!(await benchPayoutLatency(cloud.url))) process.exitCode = 1;
  } finally {
    await cloud.stop();
  }
}
