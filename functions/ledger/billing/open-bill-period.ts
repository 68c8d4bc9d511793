import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../shared/data/client';
import { keys } from '../../shared/data/keys';
import { billPeriodOf } from '../sales/ledger-counters';

const nextPeriod = (period: string): string => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
};

/**
 * The period a ledger change written at `at` is billed in: its month, unless that month's invoice
 * already exists (a change arriving after the run — a late webhook, or a run fired early by hand), then
 * the first month after it without one. A billed month never changes under its invoice.
 */
export const openBillPeriod = async (brandId: string, at: Date): Promise<string> => {
  let period = billPeriodOf(at);
  for (let step = 0; step < 24; step++) {
    const { Item } = await db.send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.invoice(brandId, period),
        ProjectionExpression: 'pk',
        ConsistentRead: true,
      }),
    );
    if (!Item) return period;
    period = nextPeriod(period);
  }
  return period;
};

export { nextPeriod };
