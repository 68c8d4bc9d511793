/**
 * One set of figures (issue 17, item 8): the creator's "not payable yet" splits into the 7-day hold for
 * returns and the wait for the brand's invoice, by the states of its lines (functions/ledger/sales/
 * creator-money.ts): a matured sale waits for the invoice (before and after the release moves it to its
 * period's waiting index); once the brand pays, it is payable and waits for nothing.
 */
import { expect, it } from 'vitest';
import { eventually } from '../../../../tests/support/cloud';
import { brandWithStore } from '../../../../tests/support/partnership';
import {
  firstOfMonth,
  forBrands,
  oldSale,
  payInvoice,
  payoutsOf,
  runSchedule,
} from '../../../../tests/support/payouts';
import { partnerOn, productsOf, type StoreProduct } from '../../../../tests/support/sales';

it("a matured sale waits for the brand's invoice; once paid, it is payable: the parts always add up", async () => {
  const brand = await brandWithStore(1);
  const product = (await productsOf(brand)).find((p) => p.id === brand.liveProductIds[0]) as StoreProduct;
  const creator = await partnerOn(brand, product.id);
  await oldSale(brand, product, creator.code, 2);
  const summaryOf = async () => (await payoutsOf(creator.token)).summary;
  const first = await eventually(async () => {
    const summary = await summaryOf();
    return summary.on_hold_cents > 0 ? summary : undefined;
  }, 20_000);
  const earned = first.on_hold_cents as number;
  expect(first.hold_for_returns_cents + first.awaiting_invoice_cents).toBe(earned);

  // The hold is over: the release moves it to its period's waiting index (the invoice is not paid).
  await runSchedule('ReleaseMaturedCommissions', new Date().toISOString(), forBrands(brand));
  const waiting = await eventually(async () => {
    const summary = await summaryOf();
    return summary.awaiting_invoice_cents === earned || summary.pending_payouts_cents === earned
      ? summary
      : undefined;
  }, 20_000);
  // Another file's billing run may have issued this brand's invoice meanwhile; it is not paid either way.
  expect(waiting).toMatchObject({ awaiting_invoice_cents: earned, hold_for_returns_cents: 0 });

  // The brand pays: payable, and nothing waits any more.
  await runSchedule('BillMonth', firstOfMonth(1), forBrands(brand));
  await payInvoice(brand, new Date().toISOString().slice(0, 7));
  const paid = await eventually(async () => {
    const summary = await summaryOf();
    return summary.pending_payouts_cents === earned || summary.paid_out_cents === earned
      ? summary
      : undefined;
  }, 20_000);
  expect(paid).toMatchObject({ on_hold_cents: 0, awaiting_invoice_cents: 0, hold_for_returns_cents: 0 });
}, 180_000);
