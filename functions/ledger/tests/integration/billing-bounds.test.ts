/**
 * Billing never stops on one bad record (issue 17, item 6, billing side): a brand whose period's totals
 * are beyond safe integer range (an absurd order that reached the ledger before intake checked bounds)
 * gets no invoice and no crash: its period is held for review with a reason the brand sees on Billing,
 * and every other brand of the run is invoiced as usual.
 */
import { NumberValue, PutCommand } from '@aws-sdk/lib-dynamodb';
import { expect, it } from 'vitest';
import { api, documentClient, eventually, outputs } from '../../../../tests/support/cloud';
import { brandWithStore } from '../../../../tests/support/partnership';
import { forBrands, runSchedule } from '../../../../tests/support/payouts';

/** A period of its own (far from today's), so no other test bills it. */
const period = '2018-05';
const runAt = '2018-06-01T00:00:00.000Z';

const counter = (
  brandId: string,
  sales: NumberValue | number,
  commission: NumberValue | number,
  billed = period,
) =>
  documentClient().send(
    new PutCommand({
      TableName: outputs().TableName,
      Item: {
        pk: `BRAND#${brandId}`,
        sk: `BILL#${billed}`,
        type: 'billing-period',
        brand_id: brandId,
        period: billed,
        gsi1pk: `BILLING#${billed}`,
        gsi1sk: brandId,
        sales_cents: sales,
        commission_cents: commission,
        credited_sales_cents: 0,
        credited_commission_cents: 0,
      },
    }),
  );

it('a period with totals beyond safe amounts is held for review with its reason; the other brands are billed', async () => {
  const [absurd, ordinary] = await Promise.all([brandWithStore(0), brandWithStore(0)]);
  await counter(
    absurd.brandId,
    NumberValue.from('99999999999999999999999'),
    NumberValue.from('9007199254740993'),
  );
  await counter(ordinary.brandId, 10_000, 1_000);
  const run = await runSchedule('BillMonth', runAt, forBrands(absurd, ordinary));
  expect(run.result).toMatchObject({ period });

  const invoices = async (token: string) => (await api('/brand/invoices', { token })).body;
  const billed = await eventually(async () => {
    const body = await invoices(ordinary.token);
    return body.invoices.find((invoice: { period: string }) => invoice.period === period);
  }, 20_000);
  expect(billed).toMatchObject({ status: 'pending', amount_cents: 1_000 + 500 });

  const held = await eventually(async () => {
    const body = await invoices(absurd.token);
    return body.held_for_review?.length ? body : undefined;
  }, 20_000);
  expect(held.invoices.filter((invoice: { period: string }) => invoice.period === period)).toEqual([]);
  expect(held.held_for_review).toEqual([
    { period, reason: expect.stringContaining('sales_cents = 99999999999999999999999') },
  ]);
}, 120_000);

it('a run scoped to some brands (an operator re-running one brand) bills those and nobody else', async () => {
  const own = { period: '2018-04', runAt: '2018-05-01T00:00:00.000Z' };
  const [inside, outside] = await Promise.all([brandWithStore(0), brandWithStore(0)]);
  await counter(inside.brandId, 10_000, 1_000, own.period);
  await counter(outside.brandId, 20_000, 2_000, own.period);
  const periodsOf = async (token: string) =>
    ((await api('/brand/invoices', { token })).body.invoices as { period: string }[]).map((i) => i.period);

  const run = await runSchedule('BillMonth', own.runAt, forBrands(inside));
  expect(run.result).toEqual({ period: own.period, brands: 1 });
  await eventually(
    async () => ((await periodsOf(inside.token)).includes(own.period) ? true : undefined),
    20_000,
  );
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(await periodsOf(outside.token)).not.toContain(own.period);

  // The other brand's own run bills it, once.
  await runSchedule('BillMonth', own.runAt, forBrands(outside));
  await eventually(
    async () => ((await periodsOf(outside.token)).includes(own.period) ? true : undefined),
    20_000,
  );
  expect((await periodsOf(inside.token)).filter((p) => p === own.period)).toHaveLength(1);
}, 120_000);
