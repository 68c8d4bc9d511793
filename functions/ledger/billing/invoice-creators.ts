/**
 * An invoice's commissions by creator (issue 31, item 7): one row per creator the month billed — net
 * attributed sales, commission net of reversals, content pay, the creator's share of the platform fee
 * and their sum — from the creators' billing counters (entities/billing-creator-period.ts), which the
 * ledger ADDs in the same transactions as the brand's. So the rows add up to the invoice, in integer
 * cents, exactly:
 *  - commission, content pay and sales are the creators' own counters; whatever the brand's counter holds
 *    beyond them (a credit carried from an earlier month, which is the brand's, not one creator's) is one
 *    row of its own, without a creator;
 *  - the fee is the invoice's fee (rounded half-up once, on the month's net sales) apportioned by each
 *    row's net sales with the largest-remainder method: every row gets the whole cents of its exact share,
 *    and the cents left over (fewer than the rows) go one each to the rows with the largest remainders, ties
 *    to the earlier row (creators by id). The fee rows therefore sum to the invoice's fee, and no row is
 *    off its exact share by a cent or more.
 */
import type * as z from 'zod/mini';
import type { invoiceCreatorRow } from '../../../contracts/billing';
import type { CreatorBillingCounter } from '../entities/billing-creator-period';
import { type BillingCounter, feeOf, type InvoiceAmounts } from './invoice-lines';

export type InvoiceCreatorRow = z.infer<typeof invoiceCreatorRow>;

/** More rows than this and the smallest are one row ("N more creators"): the invoice stays one item. */
export const MAX_CREATOR_ROWS = 500;

/** Floor division of BigInts (toward −∞), as the apportionment needs for negative shares. */
const floorDiv = (a: bigint, b: bigint): bigint => {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
};

/**
 * `total` split in proportion to `weights` (whose sum is positive), in integers that sum to `total`
 * exactly: largest remainders, ties to the earlier weight. Weights may be negative (a creator whose
 * refunds outweigh their sales that month takes a negative share).
 */
export const apportion = (total: number, weights: readonly number[]): number[] => {
  const sum = weights.reduce((acc, weight) => acc + BigInt(weight), 0n);
  if (total === 0 || sum <= 0n) return weights.map(() => 0);
  const t = BigInt(total);
  const shares = weights.map((weight, index) => {
    const exact = t * BigInt(weight);
    const floor = floorDiv(exact, sum);
    return { index, floor, remainder: exact - floor * sum };
  });
  let left = t - shares.reduce((acc, share) => acc + share.floor, 0n);
  const order = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const result = shares.map((share) => share.floor);
  for (const share of order) {
    if (left <= 0n) break;
    result[share.index] = (result[share.index] as bigint) + 1n;
    left--;
  }
  return result.map(Number);
};

type Parts = { sales: number; commission: number; ugc: number };

const partsOf = (counter: BillingCounter): Parts => ({
  sales: counter.sales_cents - counter.credited_sales_cents,
  commission: counter.commission_cents - counter.credited_commission_cents,
  ugc: counter.ugc_cents ?? 0,
});

const isZero = (parts: Parts) => parts.sales === 0 && parts.commission === 0 && parts.ugc === 0;

/** The invoice's rows by creator, from the brand's counter and its creators' (usernames by creator id). */
export const invoiceCreatorRows = (
  amounts: Pick<InvoiceAmounts, 'lines'>,
  brand: BillingCounter,
  creators: readonly CreatorBillingCounter[],
  usernames: ReadonlyMap<string, string>,
): InvoiceCreatorRow[] => {
  const fee = feeOf(amounts);
  const byCreator = [...creators]
    .map((counter) => ({ creator_id: counter.creator_id, parts: partsOf(counter) }))
    .filter((row) => !isZero(row.parts))
    .sort((a, b) => a.creator_id.localeCompare(b.creator_id));
  const total = partsOf(brand);
  const rest: Parts = {
    sales: total.sales - byCreator.reduce((sum, row) => sum + row.parts.sales, 0),
    commission: total.commission - byCreator.reduce((sum, row) => sum + row.parts.commission, 0),
    ugc: total.ugc - byCreator.reduce((sum, row) => sum + row.parts.ugc, 0),
  };
  const rows: { creator_id: string | null; parts: Parts; description: string }[] = byCreator.map((row) => {
    const username = usernames.get(row.creator_id);
    return { ...row, description: username ? `@${username}` : 'A creator whose account is closed' };
  });
  if (!isZero(rest))
    rows.push({
      creator_id: null,
      parts: rest,
      description: 'Not by creator: a credit carried from an earlier month',
    });
  const fees = apportion(
    fee,
    rows.map((row) => row.parts.sales),
  );
  const full = rows.map((row, i) => ({
    creator_id: row.creator_id,
    creator_username: row.creator_id ? (usernames.get(row.creator_id) ?? null) : null,
    description: row.description,
    sales_cents: row.parts.sales,
    commission_cents: row.parts.commission,
    ugc_cents: row.parts.ugc,
    fee_cents: fees[i] ?? 0,
    amount_cents: row.parts.commission + row.parts.ugc + (fees[i] ?? 0),
  }));
  return capRows(
    full.sort((a, b) => b.amount_cents - a.amount_cents || a.description.localeCompare(b.description)),
  );
};

/** Keeps the invoice one DynamoDB item: beyond MAX_CREATOR_ROWS, the smallest rows are summed into one. */
const capRows = (rows: InvoiceCreatorRow[]): InvoiceCreatorRow[] => {
  if (rows.length <= MAX_CREATOR_ROWS) return rows;
  const kept = rows.slice(0, MAX_CREATOR_ROWS - 1);
  const merged = rows.slice(MAX_CREATOR_ROWS - 1);
  const sum = (pick: (row: InvoiceCreatorRow) => number) => merged.reduce((acc, row) => acc + pick(row), 0);
  return [
    ...kept,
    {
      creator_id: null,
      creator_username: null,
      description: `${merged.length} more creators (each in the sales export)`,
      sales_cents: sum((row) => row.sales_cents),
      commission_cents: sum((row) => row.commission_cents),
      ugc_cents: sum((row) => row.ugc_cents),
      fee_cents: sum((row) => row.fee_cents),
      amount_cents: sum((row) => row.amount_cents),
    },
  ];
};
