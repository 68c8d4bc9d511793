/**
 * `npx tsx scripts/backfill-creator-days.ts [brandId…]`: the one-off migration of issue 21's
 * brand-creator days (what the samples' "Cost & Sales" sums): counts the sales recorded before those
 * counters existed, once (functions/ledger/sales/backfill-creator-days.ts: safe beside live traffic and
 * to run again). Without brand ids, every brand with a connected Shopify store (a brand that disconnected
 * its store is named by id). Against the local cloud (`npm start`) by default; against a deployed table
 * with TABLE_NAME and AWS credentials in the environment. Exit 0 when every sale is counted.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

if (!process.env.TABLE_NAME) {
  const dataDir = path.resolve(process.env.LOCAL_DATA_DIR ?? path.join(import.meta.dirname, '..', '.local'));
  const outputsFile = path.join(dataDir, 'outputs.json');
  if (!existsSync(outputsFile)) {
    console.error(`backfill: no TABLE_NAME and no ${outputsFile}: is the local cloud running (npm start)?`);
    process.exit(1);
  }
  const outputs = JSON.parse(readFileSync(outputsFile, 'utf8')) as Record<string, string>;
  Object.assign(process.env, {
    TABLE_NAME: outputs.TableName,
    AWS_REGION: outputs.Region,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    DYNAMODB_ENDPOINT: outputs.DynamoDbEndpoint,
  });
}

// Imported once the environment names the table.
const { backfillCreatorDays } = await import('../functions/ledger');
const { listConnectedShopifyStores } = await import('../functions/catalogue');

const brandIds = async (): Promise<string[]> => {
  const named = process.argv.slice(2);
  if (named.length > 0) return named;
  const ids: string[] = [];
  let after: Record<string, unknown> | undefined;
  do {
    const page = await listConnectedShopifyStores(after);
    ids.push(...page.stores.map((store) => store.brandId));
    after = page.next;
  } while (after);
  return ids;
};

let left = 0;
for (const brandId of await brandIds()) {
  const result = await backfillCreatorDays(brandId);
  left += result.left;
  console.log(`${brandId}: ${result.counted} sales counted, ${result.left} left`);
}
if (left > 0) {
  console.error(`backfill: ${left} sales left (a change of them was being written): run it again`);
  process.exit(1);
}
