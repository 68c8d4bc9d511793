/**
 * Bench section 9: a 100,000-line CSV export through the streaming path (issue 21, item 5).
 *
 * A creator signs up through the local Cognito (a real access token); 100,000 ledger entries are
 * written under it by the ledger's own batch writer (`putEntries`: the items `createEntry` stores, by
 * BatchWriteItem), spread over one month, with their receipts' text. Then GET
 * /api/exports/commissions.csv for that month goes through the local site's /api/exports/* path to the
 * export function's handler, which streams it page by page; the client reads the body as it comes,
 * keeping nothing but counts and the commission column's sum.
 *
 * Printed: time to the first byte and to the end, rows, bytes, and this process's memory while it ran
 * (the handler, the DynamoDB client and the HTTP server all run in this process; DynamoDB Local is a
 * child process): the peak growth of the live memory — the heap and the Buffers outside it, sampled
 * right after a full garbage collection,
 * four times a second — and, as they come, of the heap (garbage not yet collected included) and of the RSS.
 * The bench fails (exit code 1) when
 *  - the export takes longer than the function's timeout (EXPORT_FUNCTION_TIMEOUT, 120 s);
 *  - live memory grows by more than LIVE_MEMORY_BOUND_MB (see below);
 *  - the file does not hold exactly the entries written, to the cent.
 *
 * Why 24 MB of live memory: what the export must hold is one page (500 entries, about 400 KB as DynamoDB
 * sends them, a few MB parsed), one chunk of CSV text and what the sockets buffer (measured: under 9 MB).
 * Holding the file (35 MB of text) or the 100,000 entries as objects (some 200 MB) could not stay under
 * it, so a version that loads the table fails here (a client that keeps the 30,000-row file's bytes
 * already grows it by 15 MB). The raw heap's peak is larger (the collector lets garbage pile up between collections,
 * about 60 MB here) and is printed, not bounded: it is the collector's choice, not the export's.
 *
 * `npx tsx tests/bench/exports.ts` runs this section alone on its own local cloud.
 */

import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { EXPORT_TOKEN_HEADER, EXPORTS_PATH } from '../../contracts/exports';
import type { CommissionEntryItem } from '../../functions/ledger';
import type { LocalOutputs } from '../../infra/local/local-cloud';
import { registerSignIn, scriptDeviceId } from '../../infra/local/register-sign-in';

export const EXPORT_ROWS = 100_000;
const LIVE_MEMORY_BOUND_MB = 24;
const SEED_BATCH = 2_000;
const MONTH = { from: '2025-03-01', to: '2025-03-31' };
const MB = 1024 * 1024;

const signedUpCreator = async (outputs: LocalOutputs) => {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: outputs.CognitoEndpoint,
    region: outputs.Region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const email = `bench-exports-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'secret1';
  await cognito.send(
    new SignUpCommand({
      ClientId: outputs.UserPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: 'Bench' },
        { Name: 'family_name', Value: 'Exports' },
        { Name: 'custom:role', Value: 'creator' },
      ],
    }),
  );
  const signedIn = await cognito.send(
    new InitiateAuthCommand({
      ClientId: outputs.UserPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const token = signedIn.AuthenticationResult?.AccessToken;
  if (!token) throw new Error('sign-in returned no access token');
  await registerSignIn(outputs.ApiUrl, token, scriptDeviceId(email));
  const sub = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub as string;
  return { token, creatorId: sub };
};

/** One entry as the ledger writes a sale's line (record-order-paid.ts), paid in an earlier payout. */
const entryOf = (creatorId: string, index: number) => {
  const start = Date.parse(`${MONTH.from}T00:00:00.000Z`);
  // Spread over the month, 25 s apart: 100,000 lines fit in 29 days.
  const createdAt = new Date(start + index * 25_000).toISOString();
  const orderId = String(7_200_000_000_000 + Math.floor(index / 2));
  const line = String(index % 2);
  const quantity = 1 + (index % 3);
  const price = 1_999 + (index % 7) * 500;
  const base = quantity * price;
  const commission = Math.floor((base * 15 + 50) / 100);
  const entry: Omit<CommissionEntryItem, 'pk' | 'sk' | 'type'> = {
    creator_id: creatorId,
    entry_sk: `COMM#${createdAt}#${orderId}#${line}`,
    brand_id: 'bench-export-brand',
    brand_name: 'Glow Botanicals',
    order_id: orderId,
    order_name: `#${orderId.slice(-6)}`,
    sale_sk: `SALE#${createdAt}#${orderId}`,
    line_id: line,
    product_id: `product-${index % 40}`,
    product_name: `Vitamin C Serum ${index % 40}`,
    link_code: 'BENCHCODE',
    kind: 'sale',
    reverses: null,
    refund_id: null,
    quantity,
    price_cents: price,
    discount_cents: 0,
    base_cents: base,
    rate_percentage: 15,
    commission_cents: commission,
    status: 'paid',
    hold_until: new Date(Date.parse(createdAt) + 7 * 86_400_000).toISOString(),
    payout_id: 'PO-20250501060000-RUN-0123456789ABCDEF0123',
    bill_period: '2025-03',
    attribution_method: 'link',
    attribution_via: 'BENCHCODE',
    explanation: `(${quantity} × ${(price / 100).toFixed(2)} − 0.00 discount) × 15% = ${(commission / 100).toFixed(2)}, rounded half-up to the cent. Attributed through the link BENCHCODE.`,
    created_at: createdAt,
  };
  return entry;
};

/** Reads the body as it streams: rows, bytes and the commission column's sum, nothing kept. */
const readExport = async (response: Response, onFirstByte: () => void) => {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let rest = '';
  let bytes = 0;
  let lines = 0;
  let commissionColumn = -1;
  let commissionCents = 0;
  const takeLine = (line: string) => {
    // The seeded text holds no quote before the commission column: a split is exact up to it.
    const fields = line.split(',');
    if (commissionColumn < 0) commissionColumn = fields.indexOf('commission');
    else {
      const [whole = '0', cents = '0'] = (fields[commissionColumn] ?? '').split('.');
      commissionCents += Number(whole) * 100 + Number(cents);
    }
    lines++;
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) onFirstByte();
    bytes += value.byteLength;
    rest += decoder.decode(value, { stream: true });
    const parts = rest.split('\r\n');
    rest = parts.pop() ?? '';
    for (const line of parts) takeLine(line);
  }
  if (rest) takeLine(rest);
  return { bytes, rows: lines - 1, commissionCents };
};

/** A creator with a real token and EXPORT_ROWS ledger lines in MONTH; the commissions' sum. */
export const seedExportLedger = async (outputs: LocalOutputs, rows = EXPORT_ROWS) => {
  const { putEntries } = await import('../../functions/ledger');
  const { token, creatorId } = await signedUpCreator(outputs);
  let seededCents = 0;
  for (let start = 0; start < rows; start += SEED_BATCH) {
    const batch = Array.from({ length: Math.min(SEED_BATCH, rows - start) }, (_, i) =>
      entryOf(creatorId, start + i),
    );
    seededCents += batch.reduce((sum, entry) => sum + entry.commission_cents, 0);
    await putEntries(batch, 8);
  }
  return { token, creatorId, seededCents };
};

export const benchExports = async (cloud: { url: string; outputs: LocalOutputs }): Promise<boolean> => {
  const { EXPORT_FUNCTION_TIMEOUT } = await import('../../infra/constructs/ledger-exports');
  const timeoutMs = EXPORT_FUNCTION_TIMEOUT.toMilliseconds();
  console.log(`\n9. CSV export of ${EXPORT_ROWS.toLocaleString('en-US')} ledger lines, streamed`);

  const seedStarted = performance.now();
  const { token, seededCents } = await seedExportLedger(cloud.outputs);
  console.log(`   seeded by BatchWriteItem in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  return measureExport(cloud.url, token, seededCents, timeoutMs);
};

/** The export of MONTH through the site's /api/exports/* path, read as it streams; true when within bounds. */
export const measureExport = async (
  siteUrl: string,
  token: string,
  seededCents: number,
  timeoutMs: number,
  rows = EXPORT_ROWS,
) => {
  // A full collection on demand (what --expose-gc gives, turned on here): the live heap is what is left.
  v8.setFlagsFromString('--expose-gc');
  const collect = vm.runInNewContext('gc') as () => void;
  collect();
  // The heap and what lives outside it (Buffers and ArrayBuffers: DynamoDB's answers, the socket's data).
  const liveNow = () => {
    const now = process.memoryUsage();
    return now.heapUsed + now.external;
  };
  const base = process.memoryUsage();
  const baseLive = liveNow();
  let peakHeap = base.heapUsed;
  let peakRss = base.rss;
  let peakLive = baseLive;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  }, 10);
  const liveSampler = setInterval(() => {
    collect();
    peakLive = Math.max(peakLive, liveNow());
  }, 250);

  const started = performance.now();
  let firstByteMs = 0;
  const url = `${siteUrl}${EXPORTS_PATH}/commissions.csv?from=${MONTH.from}&to=${MONTH.to}`;
  let result: Awaited<ReturnType<typeof readExport>>;
  try {
    const response = await fetch(url, {
      headers: { [EXPORT_TOKEN_HEADER]: token },
      signal: AbortSignal.timeout(timeoutMs * 2),
    });
    if (response.status !== 200) throw new Error(`the export answered ${response.status}`);
    result = await readExport(response, () => {
      firstByteMs = performance.now() - started;
    });
  } catch (error) {
    // Over twice the limit, or refused: a failed section, reported, while the others still run.
    console.log(`   FAILED: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  } finally {
    clearInterval(sampler);
    clearInterval(liveSampler);
  }
  const totalMs = performance.now() - started;
  const heapGrowth = (peakHeap - base.heapUsed) / MB;
  const rssGrowth = (peakRss - base.rss) / MB;
  const liveGrowth = (peakLive - baseLive) / MB;

  console.log(
    `   ${result.rows.toLocaleString('en-US')} rows, ${(result.bytes / MB).toFixed(1)} MB in ${(totalMs / 1000).toFixed(1)} s ` +
      `(first byte after ${firstByteMs.toFixed(0)} ms; ${(result.rows / (totalMs / 1000)).toFixed(0)} rows/s); ` +
      `limit ${timeoutMs / 1000} s (the function's timeout)${totalMs > timeoutMs ? '  OVER' : ''}`,
  );
  console.log(
    `   peak growth of live memory (heap + Buffers, after a collection) ${liveGrowth.toFixed(1)} MB (bound ${LIVE_MEMORY_BOUND_MB} MB${liveGrowth > LIVE_MEMORY_BOUND_MB ? '  OVER' : ''}); ` +
      `of the heap with its garbage ${heapGrowth.toFixed(1)} MB, of the RSS ${rssGrowth.toFixed(1)} MB; the file is ${(result.bytes / MB).toFixed(1)} MB`,
  );
  const complete = result.rows === rows && result.commissionCents === seededCents;
  if (!complete) {
    console.log(
      `   WRONG: ${result.rows} rows and ${result.commissionCents} cents, expected ${EXPORT_ROWS} and ${seededCents}`,
    );
  }
  return complete && totalMs <= timeoutMs && liveGrowth <= LIVE_MEMORY_BOUND_MB;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.LOG_LEVEL = 'error';
  const { startLocalCloud } = await import('../../infra/local/local-cloud');
  const cloud = await startLocalCloud({ port: 0 });
  try {
    if (!(await benchExports(cloud))) process.exitCode = 1;
  } finally {
    await cloud.stop();
  }
}
