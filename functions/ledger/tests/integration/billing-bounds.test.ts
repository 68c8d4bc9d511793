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
import { runSchedule } from '../../../../tests/support/payouts';

/** A period of its own (far from today's), so no other test bills it. */
const period = '2018-05';
const runAt = '2018-06-01T00:00:00.000Z';

const counter = (brandId: string, sales: NumberValue | number, commission: NumberValue | number) =>
  documentClient().send(
    new PutCommand({
      TableName: outputs().TableName,
      Item: {
        pk: `BRAND#${brandId}`,
        sk: `BILL#${period}`,
        type: 'billing-period',
        brand_id: brandId,
        period,
        gsi1pk: `BILLING#${period}`,
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
  const run = await runSchedule('BillMonth', runAt);
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
