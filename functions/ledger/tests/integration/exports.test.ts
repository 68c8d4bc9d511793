/**
 * Exports over the wire (issue 21, item 5): the CSV files streamed from /api/exports/* against the API's
 * figures for a seeded month — sales with their lines and commissions (a refund and an order outside the
 * range included), the invoice with its lines, the payout with its entries, the creator's ledger and the
 * yearly totals (screen = CSV = ledger); another tenant's token gets nothing of this tenant's; unsigned,
 * forged and expired tokens are refused; field errors for bad ranges; RFC 4180 quoting and formula
 * injection on text the store and the shopper wrote.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeJwt, importJWK, SignJWT } from 'jose';
import { expect } from 'vitest';
import { brandWithProducts } from '../../../../tests/support/brand';
import { api, eventually } from '../../../../tests/support/cloud';
import { centsOf, downloadExport, exportUrl, sumCents } from '../../../../tests/support/exports';
import { localOnlyFile } from '../../../../tests/support/local-only';
import { json, onboardedCreator, type StoreBrand } from '../../../../tests/support/partnership';
import {
  connectPayouts,
  DAY_MS,
  firstOfMonth,
  forBrands,
  invoicesOf,
  payInvoice,
  payoutsOf,
  releaseUntilMoved,
  runSchedule,
} from '../../../../tests/support/payouts';
import {
  deliver,
  earningsOf,
  newOrderId,
  orderPayload,
  partnerOn,
  type StoreProduct,
  salesOf,
  sellingBrand,
} from '../../../../tests/support/sales';

const { beforeAll, describe, it } = localOnlyFile(
  'bills and pays its month by running the schedules by hand',
);

const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
/** The seeded month: the last 30 days up to today (UTC). */
const range = { from: day(30 * DAY_MS), to: day(0) };
const inRange = (iso: string) => iso.slice(0, 10) >= range.from && iso.slice(0, 10) <= range.to;
const period = new Date().toISOString().slice(0, 7);
const year = new Date().getUTCFullYear();

const ORDER_NAME = '=HYPERLINK("http://evil.example","Open")';
const LINE_TITLE = 'Gift, "wrap"\r\nset';

let brand: StoreBrand;
let product: StoreProduct;
let creator: Awaited<ReturnType<typeof partnerOn>>;
let otherBrand: { token: string };
let otherCreator: { token: string };
let outsideOrderId: number;
let payoutId: string;

const orderAt = async (
  daysAgo: number,
  quantity: number,
  extra?: (payload: ReturnType<typeof orderPayload>) => void,
) => {
  const id = newOrderId();
  const payload = orderPayload({
    id,
    ref: creator.code,
    lines: [{ product, quantity }],
    createdAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
  });
  extra?.(payload);
  await deliver('orders/paid', brand.shop, payload);
  return id;
};

beforeAll(async () => {
  [{ brand, live: product }, otherCreator, otherBrand] = await Promise.all([
    sellingBrand(1),
    onboardedCreator(),
    brandWithProducts(0),
  ]);
  creator = await partnerOn(brand, product.id);
  const perUnit = Math.round((product.price_cents * product.commission_percentage) / 100);
  const quantity = Math.ceil(3_000 / Math.max(perUnit, 1)) + 1;
  await connectPayouts(creator.token);
  // In the range: an order whose name is a formula and with a line outside the program whose title needs
  // quoting, and an order refunded by one unit. Outside the range: an order 45 days ago.
  await orderAt(12, quantity, (payload) => {
    payload.name = ORDER_NAME;
    payload.line_items.push({
      id: payload.id * 10 + 2,
      variant_id: null,
      discount_allocations: [],
      product_id: null,
      title: LINE_TITLE,
      quantity: 1,
      price: '3.50',
    });
  });
  const refunded = await orderAt(10, 3);
  outsideOrderId = await orderAt(45, 2);
  await eventually(
    async () => ((await earningsOf(creator.token)).entries.length >= 3 ? true : undefined),
    20_000,
  );
  await deliver('refunds/create', brand.shop, {
    id: newOrderId(),
    order_id: refunded,
    created_at: new Date(Date.now() - 9 * DAY_MS).toISOString(),
    refund_line_items: [{ id: 1, line_item_id: refunded * 10 + 1, quantity: 1 }],
  });
  await eventually(
    async () => ((await earningsOf(creator.token)).entries.length >= 4 ? true : undefined),
    20_000,
  );
  // Billed and paid, then paid out.
  await runSchedule('ReleaseMaturedCommissions', new Date().toISOString(), forBrands(brand));
  await runSchedule('BillMonth', firstOfMonth(1), forBrands(brand));
  await payInvoice(brand, period);
  // The hourly release moves the lines the payment made payable (the summary counts them by state
  // already; a payout takes moved lines only).
  await releaseUntilMoved(brand, [creator]);
  await eventually(
    async () => ((await payoutsOf(creator.token)).summary.pending_payouts_cents > 0 ? true : undefined),
    20_000,
  );
  const requested = await api('/creator/payouts', { ...json('POST'), token: creator.token });
  expect(requested.status).toBe(202);
  payoutId = requested.body.payout.payout_id;
  await eventually(async () => {
    const listed = (await payoutsOf(creator.token)).payouts.find(
      (p: { payout_id: string }) => p.payout_id === payoutId,
    );
    return listed?.status === 'paid' ? true : undefined;
  }, 30_000);
}, 240_000);

describe("a brand's exports equal its screens for the month", () => {
  it('sales.csv: every line of the sales made in the range, with the Sales screen totals', async () => {
    const sales = (await salesOf(brand.token)).sales.filter((sale: { created_at: string }) =>
      inRange(sale.created_at),
    );
    const file = await downloadExport('sales', range, brand.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="sales-${range.from}-to-${range.to}.csv"`,
    );
    expect(file.rows).toHaveLength(
      sales.reduce((n: number, sale: { lines: unknown[] }) => n + sale.lines.length, 0),
    );
    expect(new Set(file.rows.map((row) => row.sale_id))).toEqual(
      new Set(sales.map((s: { sale_id: string }) => s.sale_id)),
    );
    expect(file.rows.map((row) => row.order_id)).not.toContain(String(outsideOrderId));
    expect(sumCents(file.rows, 'net_sale')).toBe(
      sales.reduce((n: number, s: { sale_cents: number }) => n + s.sale_cents, 0),
    );
    expect(sumCents(file.rows, 'net_commission')).toBe(
      sales.reduce((n: number, s: { commission_cents: number }) => n + s.commission_cents, 0),
    );
    expect(sumCents(file.rows, 'reversed_commission')).toBeGreaterThan(0);
    expect(file.rows.every((row) => row.currency === 'USD')).toBe(true);
    expect(
      file.rows.every(
        (row) => !Number.isNaN(Date.parse(row.created_at ?? '')) && row.created_at?.endsWith('Z'),
      ),
    ).toBe(true);
  });

  it('invoices.csv: the invoice with its lines, amounts as on Billing & Invoices', async () => {
    const invoices = (await invoicesOf(brand.token)).filter(
      (invoice) => invoice.period >= range.from.slice(0, 7) && invoice.period <= range.to.slice(0, 7),
    ) as unknown as {
      invoice_number: string;
      amount_cents: number;
      lines: { amount_cents: number }[];
      creators: { amount_cents: number }[];
    }[];
    expect(invoices.length).toBeGreaterThan(0);
    const file = await downloadExport('invoices', range, brand.token);
    expect(file.status).toBe(200);
    expect(file.rows).toHaveLength(
      invoices.reduce((n, invoice) => n + invoice.lines.length + invoice.creators.length, 0),
    );
    for (const invoice of invoices) {
      const all = file.rows.filter((row) => row.invoice_number === invoice.invoice_number);
      // The invoice's lines, and apart from them its commissions by creator: each adds up to the invoice.
      const rows = all.filter((row) => row.line_kind !== 'creator');
      const byCreator = all.filter((row) => row.line_kind === 'creator');
      expect(byCreator).toHaveLength(invoice.creators.length);
      expect(sumCents(byCreator, 'line_amount')).toBe(invoice.amount_cents);
      expect(sumCents(rows, 'line_amount')).toBe(invoice.lines.reduce((n, line) => n + line.amount_cents, 0));
      expect(rows.map((row) => centsOf(row.invoice_amount ?? ''))).toEqual(
        rows.map(() => invoice.amount_cents),
      );
    }
  });
});

describe("a creator's exports equal its screens for the month", () => {
  it("commissions.csv: the ledger's entries written in the range, with their total", async () => {
    const entries = (await earningsOf(creator.token)).entries.filter((e: { created_at: string }) =>
      inRange(e.created_at),
    );
    const file = await downloadExport('commissions', range, creator.token);
    expect(file.status).toBe(200);
    expect(file.rows.map((row) => row.entry_id).sort()).toEqual(
      entries.map((e: { entry_id: string }) => e.entry_id).sort(),
    );
    expect(sumCents(file.rows, 'commission')).toBe(
      entries.reduce((n: number, e: { commission_cents: number }) => n + e.commission_cents, 0),
    );
    expect(file.rows.some((row) => row.kind === 'reversal' && centsOf(row.commission ?? '') < 0)).toBe(true);
  });

  it('payouts.csv: the payout with the entries of its receipt', async () => {
    const receipt = (await api(`/creator/payouts/${payoutId}`, { token: creator.token })).body;
    const file = await downloadExport('payouts', range, creator.token);
    expect(file.status).toBe(200);
    const rows = file.rows.filter((row) => row.payout_id === payoutId);
    expect(rows.map((row) => row.entry_id).sort()).toEqual(
      receipt.lines.map((l: { entry_id: string }) => l.entry_id).sort(),
    );
    expect(sumCents(rows, 'amount')).toBe(receipt.payout.amount_cents);
    expect(rows.every((row) => centsOf(row.payout_amount ?? '') === receipt.payout.amount_cents)).toBe(true);
    expect(rows.every((row) => row.payout_status === 'paid')).toBe(true);
  });

  it('yearly totals: the screen, its CSV and the ledger agree, per brand and per payout', async () => {
    const screen = await api(`/creator/yearly-totals?year=${year}`, { token: creator.token });
    expect(screen.status).toBe(200);
    const ledger = (await earningsOf(creator.token)).entries.filter(
      (e: { created_at: string; status: string }) =>
        e.created_at.startsWith(String(year)) && e.status !== 'held' && e.status !== 'void',
    );
    const earned = ledger.reduce((n: number, e: { commission_cents: number }) => n + e.commission_cents, 0);
    expect(screen.body.brands).toHaveLength(1);
    expect(screen.body.brands[0]).toMatchObject({ total_cents: earned, entry_count: ledger.length });
    expect(screen.body.earned_cents).toBe(earned);
    const paid = (await payoutsOf(creator.token)).payouts.filter(
      (p: { created_at: string; status: string }) =>
        p.created_at.startsWith(String(year)) && p.status === 'paid',
    );
    expect(screen.body.paid_out_cents).toBe(
      paid.reduce((n: number, p: { amount_cents: number }) => n + p.amount_cents, 0),
    );
    expect(screen.body.payouts.map((p: { payout_id: string }) => p.payout_id)).toContain(payoutId);

    const file = await downloadExport('yearly', { year }, creator.token);
    expect(file.status).toBe(200);
    const brandRow = file.rows.find((row) => row.section === 'brand');
    expect(centsOf(brandRow?.amount ?? '')).toBe(earned);
    expect(centsOf(file.rows.find((row) => row.section === 'earned')?.amount ?? '')).toBe(earned);
    expect(centsOf(file.rows.find((row) => row.section === 'paid_out')?.amount ?? '')).toBe(
      screen.body.paid_out_cents,
    );
    expect(file.rows.filter((row) => row.section === 'payout').map((row) => row.payout_id)).toEqual(
      screen.body.payouts.map((p: { payout_id: string }) => p.payout_id),
    );
  });
});

describe('CSV text', () => {
  it('quotes commas, quotes and line breaks (RFC 4180) and guards a formula with an apostrophe', async () => {
    const file = await downloadExport('sales', range, brand.token);
    const named = file.rows.filter((row) => row.order_name === `'${ORDER_NAME}`);
    expect(named.length).toBe(2);
    expect(named.map((row) => row.product_name)).toContain(LINE_TITLE);
    expect(file.text).toContain(`"'=HYPERLINK(""http://evil.example"",""Open"")"`);
    expect(file.text).toContain('"Gift, ""wrap""\r\nset"');
    // Rows end with CRLF, and a negative amount stays a number.
    expect(file.text.split('\r\n')[0]).toMatch(/^sale_id,order_id,/);
    const reversal = (await downloadExport('commissions', range, creator.token)).rows.find(
      (row) => row.kind === 'reversal',
    );
    expect(reversal?.commission).toMatch(/^-\d+\.\d{2}$/);
  });
});

describe('tenancy and tokens', () => {
  it("another brand's and another creator's exports hold nothing of this tenant's", async () => {
    const [sales, invoices, commissions, payouts] = await Promise.all([
      downloadExport('sales', range, otherBrand.token),
      downloadExport('invoices', range, otherBrand.token),
      downloadExport('commissions', range, otherCreator.token),
      downloadExport('payouts', range, otherCreator.token),
    ]);
    for (const file of [sales, invoices, commissions, payouts]) {
      expect(file.status).toBe(200);
      expect(file.rows).toEqual([]);
    }
  });

  it("a creator cannot export a brand's files, nor a brand a creator's (403)", async () => {
    expect((await downloadExport('sales', range, creator.token)).status).toBe(403);
    expect((await downloadExport('invoices', range, creator.token)).status).toBe(403);
    const refused = await downloadExport('commissions', range, brand.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    expect((await downloadExport('yearly', { year }, brand.token)).status).toBe(403);
  });

  it('no token, an unsigned token, a forged one and an expired one are refused (401)', async () => {
    const claims = decodeJwt(brand.token);
    const key = JSON.parse(
      readFileSync(
        path.join(process.cwd(), 'node_modules/cognito-local/lib/keys/cognitoLocal.private.json'),
        'utf8',
      ),
    ).jwk;
    const poolKey = await importJWK(key, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const resign = (exp: number) =>
      new SignJWT({ ...claims, iat: exp - 3600, exp })
        .setProtectedHeader({ alg: 'RS256', kid: key.kid })
        .sign(poolKey);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const [header, payload] = brand.token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the pool signature').toString('base64url')}`;

    // The same claims re-signed with the pool's key and a fresh expiry pass: only the expiry differs below.
    expect((await downloadExport('sales', range, await resign(now + 600))).status).toBe(200);
    for (const token of [undefined, 'garbage', unsigned, forged, await resign(now - 60)]) {
      const refused = await downloadExport('sales', range, token);
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('unauthorized');
      expect(refused.text).not.toContain('sale_id');
    }
  });

  it('the token must be in x-access-token: an Authorization header alone is refused', async () => {
    const response = await fetch(exportUrl('sales', range), {
      headers: { authorization: `Bearer ${brand.token}` },
    });
    expect(response.status).toBe(401);
  });
});

describe('bad ranges get field errors', () => {
  it.each([
    [{ from: range.to, to: range.from }, 'to', /on or after/],
    [{ from: '2015-01-01', to: '2021-01-01' }, 'to', /5 years/],
    [{ from: '2026-02-30', to: range.to }, 'from', /calendar date/],
    [{ from: 'yesterday', to: range.to }, 'from', /YYYY-MM-DD/],
    [{ to: range.to }, 'from', /required/],
  ])('%j → 400 at %s', async (query, field, message) => {
    const file = await downloadExport('sales', query as Record<string, string>, brand.token);
    expect(file.status).toBe(400);
    expect(file.body.error.code).toBe('validation_failed');
    expect(file.body.error.fields[field]).toMatch(message);
  });

  it('a year in the future → 400 at year, on the screen and the CSV alike', async () => {
    const file = await downloadExport('yearly', { year: year + 1 }, creator.token);
    expect(file.status).toBe(400);
    expect(file.body.error.fields.year).toMatch(/future/);
    const screen = await api(`/creator/yearly-totals?year=${year + 1}`, { token: creator.token });
    expect(screen.status).toBe(400);
    expect(screen.body.error.fields.year).toMatch(/future/);
  });

  it('an unknown export is 404', async () => {
    expect((await downloadExport('customers', range, brand.token)).status).toBe(404);
  });
});
