/**
 * `npm run schedule -- <billing|overdue|release|webhooks|sweep|payouts|stale-payouts|top-performers|webhook-retries|NAME> [ISO instant]`: runs one schedule of
 * events/schedules.ts against the running local cloud (`npm start`) as if it fired at that instant
 * (default now), and waits for it. Exit 0 when the run is done; non-zero with a message otherwise.
 * Walk a month in a minute: `npm run schedule -- billing 2026-12-01T00:00:00Z`, then
 * `npm run schedule -- payouts 2026-12-01T06:00:00Z`. `--brand <id>` / `--creator <id>` (repeatable) limit
 * a money schedule to those brands or creators (functions/shared/schedules/run-scope.ts), e.g. re-running
 * one brand's billing.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const aliases: Record<string, string> = {
  billing: 'BillMonth',
  overdue: 'MarkOverdueInvoices',
  release: 'ReleaseMaturedCommissions',
  webhooks: 'EnsureShopWebhooks',
  sweep: 'SweepOutbox',
  payouts: 'RunPayouts',
  'stale-payouts': 'SweepStalePayouts',
  'top-performers': 'AwardTopPerformerCredits',
  'webhook-retries': 'RetryWebhookDeliveries',
};

const fail = (message: string): never => {
  console.error(`schedule: ${message}`);
  process.exit(1);
};
const positional: string[] = [];
const scope: { brandIds?: string[]; creatorIds?: string[] } = {};
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i] as string;
  if (arg === '--brand' || arg === '--creator') {
    const id = args[++i];
    if (!id) fail(`${arg} needs an id`);
    const key = arg === '--brand' ? 'brandIds' : 'creatorIds';
    scope[key] = [...(scope[key] ?? []), id as string];
  } else positional.push(arg);
}
const [which, instant] = positional;
if (!which)
  fail(
    `usage: npm run schedule -- <${Object.keys(aliases).join('|')}|ScheduleName> [ISO instant] [--brand <id>] [--creator <id>]`,
  );
const name = aliases[which as string] ?? (which as string);
if (instant !== undefined && Number.isNaN(Date.parse(instant))) fail(`not an ISO instant: ${instant}`);

const dataDir = path.resolve(process.env.LOCAL_DATA_DIR ?? path.join(import.meta.dirname, '..', '.local'));
const outputsFile = path.join(dataDir, 'outputs.json');
if (!existsSync(outputsFile)) fail(`no ${outputsFile}: is the local cloud running (npm start)?`);
const { WebUrl } = JSON.parse(readFileSync(outputsFile, 'utf8')) as { WebUrl: string };

const response = await fetch(`${WebUrl}/__local/schedules/${encodeURIComponent(name)}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    ...(instant ? { scheduledTime: new Date(instant).toISOString() } : {}),
    ...(scope.brandIds || scope.creatorIds ? { input: scope } : {}),
  }),
}).catch((error: unknown) =>
  fail(`the local cloud at ${WebUrl} does not answer (${String(error)}): is npm start running?`),
);
const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
if (!response.ok) fail(`${name} failed (${response.status}): ${JSON.stringify(body.error ?? body)}`);
console.log(`${name} ran as at ${String(body.scheduledTime)}: ${JSON.stringify(body.result)}`);
