/**
 * Bench section 6: monthly billing grows linearly with the brands billed (issue 11: "billing time for 1x
 * and 10x brands, ratio ≤ 11"). For each size a fresh billing period is seeded with real billing
 * counters — written by the ledger's own counter updates (functions/ledger/sales/ledger-counters.ts) in
 * transactions, as a sale or a refund writes them — plus brands that must NOT be billed for it (no
 * activity, activity only in another month, a held sale). The BillMonth schedule is then fired for that
 * period through the local cloud's /__local/schedules endpoint, and the time is taken from the request
 * until every expected invoice exists (the outbox → stream → bus → consumer path of production),
 * polled with a Query on the unpaid-invoices index, never a Scan.
 *
 * The bench fails (exit code 1) when the 10x / 1x ratio is over GOAL, when a run does not finish in
 * time, or when the invoices are not exactly those of the brands with activity.
 *
 * `npx tsx tests/bench/billing.ts` runs this section alone on its own local cloud.
 */
import { pathToFileURL } from 'node:url';
import { UpdateCommand } from '../../functions/shared/data/dynamodb/commands';

const GOAL = 11;
const ONE_X = 40;
const TEN_X = 400;
/** Rounds of (1x, 10x), plus a last 1x: 3 runs of 1x and 2 of 10x, each on a fresh period. */
const ROUNDS = 3;
/** Pause between seeding and the run (see `measure`). */
const SETTLE_MS = 1_000;
const POLL_MS = 20;
const RUN_TIMEOUT_MS = 90_000;
/** Seeding writes in flight at once (DynamoDB Local on 2 shared cores). */
const SEED_CONCURRENCY = 8;

interface SeededBrand {
  brandId: string;
  /** The billing counter the ledger updates added up to in the billed period. */
  counter: {
    sales_cents: number;
    commission_cents: number;
    credited_sales_cents: number;
    credited_commission_cents: number;
  };
}

interface Seeded {
  period: string;
  /** When the schedule fires for the period: the 1st of the next month, 00:00 UTC. */
  scheduledTime: string;
  billed: SeededBrand[];
  notBilled: string[];
}

export interface BillingRun {
  brands: number;
  /** From the schedule request until every expected invoice exists. */
  totalMs: number;
  /** Until the run itself answered (the fan-out's outbox writes done). */
  fanOutMs: number;
}

const parallel = async <T>(items: T[], worker: (item: T, index: number) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: SEED_CONCURRENCY }, async () => {
      while (next < items.length) {
        const index = next++;
        await worker(items[index] as T, index);
      }
    }),
  );
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Months far from today's, one per run, so runs never share a period with each other or the clock. */
const periodOf = (index: number) => {
  const month = new Date(Date.UTC(2019, index * 2, 1));
  return {
    period: month.toISOString().slice(0, 7),
    scheduledTime: new Date(Date.UTC(2019, index * 2 + 1, 1)).toISOString(),
    otherPeriod: new Date(Date.UTC(2019, index * 2 - 1, 1)).toISOString().slice(0, 7),
  };
};

interface BenchBrands {
  active: string[];
  idle: string[];
}

/**
 * The bench's brands, created once through the brand entity (each run bills its own period, so runs
 * share brands without sharing invoices): `active` get activity in the periods billed, `idle` never do.
 */
const createBrands = async (active: number, idle: number): Promise<BenchBrands> => {
  const { createBrandOnce } = await import('../../functions/catalogue');
  const create = (kind: string, count: number) => {
    const ids: string[] = new Array(count);
    return parallel(
      Array.from({ length: count }, (_, i) => i),
      async (i) => {
        const name = `bench billing ${kind} ${i}`;
        const { brandId } = await createBrandOnce({ userId: `bench-billing-${kind}-${i}`, brandName: name });
        if (!brandId) throw new Error(`bench brand ${name} not created`);
        ids[i] = brandId;
      },
    ).then(() => ids);
  };
  return { active: await create('active', active), idle: await create('idle', idle) };
};

/**
 * One ledger change's effect on billing, written by the ledger's own code: ledgerCounterUpdates builds
 * the Updates a sale or a refund commits with its entries, and the one on the brand's BILL#{period}
 * counter (atomic ADDs, the sparse BILLING#{period} index entry) is sent as is. The others (the
 * dashboards' totals) are left out: billing never reads them, and five-item transactions would make
 * the seeding, not the billing, the bulk of this section's time on 2 cores.
 */
const ledgerChange = async (
  brandId: string,
  billPeriod: string,
  delta: { salesCents: number; commissionCents: number; counted?: boolean },
) => {
  const { ledgerCounterUpdates } = await import('../../functions/ledger');
  const { db } = await import('../../functions/shared/data/client');
  const updates = ledgerCounterUpdates(
    {
      brandId,
      // The creator's side (link, code, creator totals) does not reach the brand's bill.
      creatorId: `bench-billing-creator-${brandId}`,
      day: `${billPeriod}-15`,
      linkCode: null,
      viaDiscountCode: false,
      billPeriod,
    },
    {
      conversions: delta.salesCents < 0 ? 0 : 1,
      salesCents: delta.salesCents,
      commissionCents: delta.commissionCents,
      byStatus: { [delta.counted === false ? 'held' : 'pending']: delta.commissionCents },
      counted: delta.counted ?? true,
    },
  );
  const billing = updates.find((update) => update.Update.Key.sk?.startsWith('BILL#'));
  // Held (uncounted) changes have no billing Update: nothing reaches the brand's bill.
  if (billing) await db.send(new UpdateCommand(billing.Update));
};

/**
 * A fresh period with `count` of the active brands billable in it (a sale each, a second sale for every
 * third, a partial refund for another third: the counter's atomic ADDs add up), and count / 4 idle
 * brands that must not be billed for it: a third with no ledger change at all, a third with a sale only
 * in the month before, a third with a held sale in the period (held sales are not counted, not billed).
 */
const seedPeriod = async (index: number, brands: BenchBrands, count: number): Promise<Seeded> => {
  const { period, scheduledTime, otherPeriod } = periodOf(index);
  const billed: SeededBrand[] = [];
  await parallel(brands.active.slice(0, count), async (brandId, i) => {
    const counter = {
      sales_cents: 0,
      commission_cents: 0,
      credited_sales_cents: 0,
      credited_commission_cents: 0,
    };
    for (let sale = 0; sale < (i % 3 === 1 ? 2 : 1); sale++) {
      const salesCents = 2_000 + 137 * ((i + sale) % 50);
      const commissionCents = Math.round(salesCents / 10);
      await ledgerChange(brandId, period, { salesCents, commissionCents });
      counter.sales_cents += salesCents;
      counter.commission_cents += commissionCents;
    }
    if (i % 3 === 2) {
      // A refund of part of the sale: a credit line on the same invoice, which still owes money.
      await ledgerChange(brandId, period, { salesCents: -500, commissionCents: -50 });
      counter.credited_sales_cents += 500;
      counter.credited_commission_cents += 50;
    }
    billed.push({ brandId, counter });
  });
  const notBilled = brands.idle.slice(0, Math.ceil(count / 4));
  await parallel(notBilled, async (brandId, i) => {
    if (i % 3 === 1) await ledgerChange(brandId, otherPeriod, { salesCents: 3_000, commissionCents: 300 });
    if (i % 3 === 2) {
      await ledgerChange(brandId, period, { salesCents: 3_000, commissionCents: 300, counted: false });
    }
  });
  return { period, scheduledTime, billed, notBilled };
};

/** How many invoices one run issued: they share its issue instant, so their due date prefixes the index key. */
const countInvoicesDue = async (dueAt: string): Promise<number> => {
  const { db, tableName } = await import('../../functions/shared/data/client');
  const { indexKeys } = await import('../../functions/shared/data/keys');
  const { QueryCommand } = await import('../../functions/shared/data/dynamodb/commands');
  let count = 0;
  let after: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'byOwner',
        KeyConditionExpression: 'gsi1pk = :unpaid AND begins_with(gsi1sk, :due)',
        ExpressionAttributeValues: { ':unpaid': indexKeys.unpaidInvoices, ':due': `${dueAt}#` },
        Select: 'COUNT',
        ...(after ? { ExclusiveStartKey: after } : {}),
      }),
    );
    count += page.Count ?? 0;
    after = page.LastEvaluatedKey;
  } while (after);
  return count;
};

/** Fires BillMonth for the seeded period and times it until every expected invoice exists. */
const runBilling = async (cloudUrl: string, seeded: Seeded, failures: string[]): Promise<BillingRun> => {
  const { platformSettings } = await import('../../functions/platform');
  const dueAt = new Date(
    Date.parse(seeded.scheduledTime) + platformSettings.invoiceDueDays * 24 * 3600 * 1000,
  ).toISOString();
  const expected = seeded.billed.length;
  const started = performance.now();
  const response = await fetch(`${cloudUrl}/__local/schedules/BillMonth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scheduledTime: seeded.scheduledTime }),
  });
  const fanOutMs = performance.now() - started;
  const body = (await response.json()) as { result?: { period?: string; brands?: number } };
  if (response.status !== 200)
    throw new Error(`BillMonth answered ${response.status}: ${JSON.stringify(body)}`);
  if (body.result?.period !== seeded.period || body.result.brands !== expected) {
    failures.push(
      `${seeded.period}: the run listed ${body.result?.brands} brands of ${body.result?.period}, expected ${expected}`,
    );
  }
  for (;;) {
    const found = await countInvoicesDue(dueAt);
    if (found >= expected) break;
    if (performance.now() - started > RUN_TIMEOUT_MS) {
      failures.push(`${seeded.period}: ${found} of ${expected} invoices after ${RUN_TIMEOUT_MS / 1000} s`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const totalMs = performance.now() - started;
  await checkInvoices(seeded, dueAt, failures);
  return { brands: expected, totalMs, fanOutMs };
};

/**
 * Exactly the brands with activity were invoiced, each for what its counter holds (GetItem per brand,
 * after the timing): a billed brand missing, an idle brand billed or a wrong amount fails the bench.
 */
const checkInvoices = async (seeded: Seeded, dueAt: string, failures: string[]) => {
  const { getInvoice } = await import('../../functions/ledger');
  const { invoiceAmounts } = await import('../../functions/ledger');
  const { platformSettings } = await import('../../functions/platform');
  // Late duplicates or strays would land after the expected count was reached: give them a moment.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const count = await countInvoicesDue(dueAt);
  if (count !== seeded.billed.length) {
    failures.push(
      `${seeded.period}: ${count} invoices, expected ${seeded.billed.length} (brands with activity)`,
    );
  }
  let wrong = 0;
  await parallel(seeded.billed, async ({ brandId, counter }) => {
    const invoice = await getInvoice(brandId, seeded.period);
    const owed = invoiceAmounts(counter, platformSettings.platformFeePercent).amount_cents;
    if (!invoice || invoice.amount_cents !== owed || invoice.issued_at !== seeded.scheduledTime) wrong++;
  });
  if (wrong > 0) failures.push(`${seeded.period}: ${wrong} brands with activity lack a correct invoice`);
  let stray = 0;
  await parallel(seeded.notBilled, async (brandId) => {
    if (await getInvoice(brandId, seeded.period)) stray++;
  });
  if (stray > 0) failures.push(`${seeded.period}: ${stray} brands without activity were invoiced`);
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Section 6 on a running local cloud; returns whether every check and the ratio goal held. */
export const benchBilling = async (cloudUrl: string): Promise<boolean> => {
  console.log(
    `\n6. Monthly billing (BillMonth → BrandBillingDue per brand → invoice): ${ONE_X} vs ${TEN_X} brands billed`,
  );
  const sectionStarted = performance.now();
  const failures: string[] = [];
  let periods = 0;
  let seedMs = 0;
  const seedStarted = performance.now();
  const brands = await createBrands(TEN_X, Math.ceil(TEN_X / 4));
  seedMs += performance.now() - seedStarted;
  const measure = async (brandCount: number) => {
    const started = performance.now();
    const seeded = await seedPeriod(periods++, brands, brandCount);
    seedMs += performance.now() - started;
    // The stream poller reads the seeding's own records too: let it catch up before the clock starts.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return runBilling(cloudUrl, seeded, failures);
  };
  // Warm-up on its own period, as large as the 1x run: the handlers' first loads and the JIT's warming
  // are not charged to the first measured run.
  await measure(ONE_X);
  // Interleaved (1x, 10x, 1x, 10x, 1x): a slow patch of the shared machine spreads over both sizes
  // instead of landing on one; each size's median is compared.
  const small: BillingRun[] = [];
  const large: BillingRun[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    small.push(await measure(ONE_X));
    if (round < ROUNDS - 1) large.push(await measure(TEN_X));
  }

  const oneX = median(small.map((run) => run.totalMs));
  const tenX = median(large.map((run) => run.totalMs));
  const ratio = tenX / oneX;
  const runs = (list: BillingRun[]) => list.map((run) => seconds(run.totalMs)).join(', ');
  console.log(
    `   1x  (${ONE_X} brands, median of ${small.length}):  ${seconds(oneX)}` +
      ` (${(oneX / ONE_X).toFixed(1)} ms per brand; runs ${runs(small)}; the run itself answered after` +
      ` ${seconds(median(small.map((run) => run.fanOutMs)))})`,
  );
  console.log(
    `   10x (${TEN_X} brands, median of ${large.length}): ${seconds(tenX)}` +
      ` (${(tenX / TEN_X).toFixed(1)} ms per brand; runs ${runs(large)}; the run itself answered after` +
      ` ${seconds(median(large.map((run) => run.fanOutMs)))})`,
  );
  console.log(
    `   (seeding took ${seconds(seedMs)} in all, outside the timings; the section ${seconds(performance.now() - sectionStarted)})`,
  );
  const met = ratio <= GOAL;
  console.log(`   ratio 10x / 1x: ${ratio.toFixed(2)} (goal ≤ ${GOAL}: ${met ? 'met' : 'NOT met'})`);
  for (const failure of failures) console.log(`   ✗ ${failure}`);
  if (failures.length === 0)
    console.log('   invoices: exactly one per brand with activity, none for the others');
  return met && failures.length === 0;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.LOG_LEVEL = 'error';
  const { startLocalCloud } = await import('../../infra/local/local-cloud');
  const cloud = await startLocalCloud({ port: 0 });
  let ok = false;
  try {
    ok = await benchBilling(cloud.url);
  } finally {
    await cloud.stop();
  }
  if (!ok) process.exitCode = 1;
}
