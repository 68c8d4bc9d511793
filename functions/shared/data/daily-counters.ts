import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { prefixes } from './keys';

/** One day of an owner's counters (brand or creator), kept by the click aggregator and the ledger. */
export interface DailyCounters {
  day: string;
  clicks: number;
  sales_cents: number;
  commission_cents: number;
  conversions: number;
  /** A creator's earnings that are not commissions (UGC payments, credit cash-outs) that day. */
  other_earnings_cents: number;
}

/**
 * The DAY#{yyyy-mm-dd} items of one partition between two days (inclusive): one Query. Brands and
 * creators keep their daily series the same way, under their own partition.
 */
export const listDailyCounters = async (
  partition: string,
  from: string,
  to: string,
): Promise<DailyCounters[]> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': partition,
        ':from': `${prefixes.day}${from}`,
        ':to': `${prefixes.day}${to}`,
      },
    }),
  );
  return Items.map((item) => ({
    day: (item.sk as string).slice(prefixes.day.length),
    clicks: Number(item.clicks ?? 0),
    sales_cents: Number(item.sales_cents ?? 0),
    commission_cents: Number(item.commission_cents ?? 0),
    conversions: Number(item.conversions ?? 0),
    other_earnings_cents: Number(item.other_earnings_cents ?? 0),
  }));
};
