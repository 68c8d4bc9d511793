/**
 * An invoice lists its commissions by creator (issue 31, item 7): a brand's month with three creators'
 * sales (one partly refunded) is billed on the 1st; Billing & Invoices' view, the invoices CSV and the
 * public API's invoice object (/api/v1/commissions → owed.unpaid_invoices) show the same rows, and the
 * rows add up to the invoice's totals in integer cents (the fee apportioned so it sums exactly).
 */

import { expect } from 'vitest';
import { api, eventually } from '../../../../tests/support/cloud';
import { centsOf, downloadExport, sumCents } from '../../../../tests/support/exports';
import { localOnlyFile } from '../../../../tests/support/local-only';
import { brandWithStore, json, type StoreBrand } from '../../../../tests/support/partnership';
import { firstOfMonth, forBrands, oldSale, runSchedule } from '../../../../tests/support/payouts';
import {
  deliver,
  newOrderId,
  partnerOn,
  productsOf,
  type StoreProduct,
} from '../../../../tests/support/sales';
import { ensureSecondFactor } from '../../../../tests/support/second-factor';

const { beforeAll, describe, it } = localOnlyFile('bills its month by running the schedules by hand');

interface CreatorRow {
  creator_id: string | null;
  creator_username: string | null;
  description: string;
  sales_cents: number;
  commission_cents: number;
  ugc_cents: number;
  fee_cents: number;
  amount_cents: number;
}
interface ViewedInvoice {
  invoice_number: string;
  period: string;
  status: string;
  total_sales_cents: number;
  amount_cents: number;
  lines: { kind: string; amount_cents: number }[];
  creators: CreatorRow[];
}

const period = new Date().toISOString().slice(0, 7);
let brand: StoreBrand;
let product: StoreProduct;
let creators: Awaited<ReturnType<typeof partnerOn>>[];
let invoice: ViewedInvoice;

const sum = (rows: readonly CreatorRow[], pick: (row: CreatorRow) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

beforeAll(async () => {
  brand = await brandWithStore(1);
  await ensureSecondFactor(brand.token);
  product = (await productsOf(brand)).find((p) => p.id === brand.liveProductIds[0]) as StoreProduct;
  creators = [];
  for (let i = 0; i < 3; i++) creators.push(await partnerOn(brand, product.id));
  // Quantities 1, 2 and 3: three different rows; the second creator's order is then partly refunded.
  const orders = [];
  for (const [i, creator] of creators.entries())
    orders.push(await oldSale(brand, product, creator.code, i + 1));
  await eventually(async () => {
    const { body } = await api('/brand/sales?limit=25', { token: brand.token });
    return body.sales.length >= 3 ? true : undefined;
  }, 30_000);
  const refunded = orders[1] as number;
  await deliver('refunds/create', brand.shop, {
    id: newOrderId(),
    order_id: refunded,
    created_at: new Date().toISOString(),
    refund_line_items: [{ id: 1, line_item_id: refunded * 10 + 1, quantity: 1 }],
  });
  await eventually(async () => {
    const { body } = await api('/brand/sales?limit=25', { token: brand.token });
    return body.sales.some((sale: { lines: { reversed_quantity: number }[] }) =>
      sale.lines.some((line) => line.reversed_quantity > 0),
    )
      ? true
      : undefined;
  }, 30_000);
  await runSchedule('BillMonth', firstOfMonth(1), forBrands(brand));
  invoice = await eventually(async () => {
    const { body } = await api('/brand/invoices', { token: brand.token });
    return (body.invoices as ViewedInvoice[]).find((candidate) => candidate.period === period);
  }, 30_000);
}, 240_000);

describe("an invoice's commissions by creator", () => {
  it('Billing & Invoices lists one row per creator, and the rows add up to the invoice', () => {
    expect(invoice.creators).toHaveLength(3);
    expect(invoice.creators.map((row) => row.creator_username).sort()).toEqual(
      creators.map((creator) => creator.creator.username).sort(),
    );
    const line = (kind: string) => invoice.lines.find((l) => l.kind === kind)?.amount_cents ?? 0;
    expect(sum(invoice.creators, (row) => row.amount_cents)).toBe(invoice.amount_cents);
    expect(sum(invoice.creators, (row) => row.fee_cents)).toBe(line('platform_fee'));
    expect(sum(invoice.creators, (row) => row.commission_cents)).toBe(
      line('commissions') + line('refund_credits'),
    );
    expect(sum(invoice.creators, (row) => row.sales_cents)).toBe(invoice.total_sales_cents);
    expect(line('refund_credits')).toBeLessThan(0);
    for (const row of invoice.creators) {
      expect(row.amount_cents).toBe(row.commission_cents + row.ugc_cents + row.fee_cents);
      expect(row.description).toBe(`@${row.creator_username}`);
    }
  });

  it('the invoices CSV has the same rows (line_kind creator), summing to the invoice', async () => {
    const file = await downloadExport(
      'invoices',
      { from: `${period}-01`, to: new Date().toISOString().slice(0, 10) },
      brand.token,
    );
    expect(file.status).toBe(200);
    const rows = file.rows.filter(
      (row) => row.invoice_number === invoice.invoice_number && row.line_kind === 'creator',
    );
    expect(rows).toHaveLength(invoice.creators.length);
    expect(sumCents(rows, 'line_amount')).toBe(invoice.amount_cents);
    const fromCsv = rows
      .map((row) => ({
        creator_username: row.creator_username,
        sales_cents: centsOf(row.creator_sales ?? ''),
        commission_cents: centsOf(row.creator_commission ?? ''),
        ugc_cents: centsOf(row.creator_content ?? ''),
        fee_cents: centsOf(row.creator_fee ?? ''),
        amount_cents: centsOf(row.line_amount ?? ''),
      }))
      .sort((a, b) => String(a.creator_username).localeCompare(String(b.creator_username)));
    const fromView = invoice.creators
      .map(({ creator_id: _id, description: _d, ...row }) => row)
      .sort((a, b) => String(a.creator_username).localeCompare(String(b.creator_username)));
    expect(fromCsv).toEqual(fromView);
  });

  it("the public API's invoice object carries the same rows", async () => {
    const created = await api('/brand/api-keys', {
      ...json('POST', { name: 'Invoices by creator', scopes: ['commissions:read'] }),
      token: brand.token,
    });
    expect(created.status).toBe(201);
    const response = await api('/v1/commissions?limit=1', {
      headers: { authorization: `Bearer ${created.body.secret}` },
    });
    expect(response.status).toBe(200);
    const owed = (response.body.owed.unpaid_invoices as ViewedInvoice[]).find(
      (candidate) => candidate.invoice_number === invoice.invoice_number,
    );
    expect(owed?.creators).toEqual(invoice.creators);
    expect(sum(owed?.creators ?? [], (row) => row.amount_cents)).toBe(owed?.amount_cents);
  });
});
