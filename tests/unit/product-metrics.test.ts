/**
 * Every product metric (functions/shared/metrics/catalogue.ts) is counted somewhere in functions/: the
 * stack's alarms and money dashboard read only catalogue metrics (tests/infra/alarms.test.ts), so a
 * metric nobody counts would be a graph that stays flat and an alarm that can never fire. Read at the
 * source (a `countMetric('<Name>'` call outside tests), as the functions are bundled from it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productMetricNames } from '../../functions/shared/metrics/catalogue';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The metrics each non-test source file of functions/ counts, by file. */
const countedIn = (): Map<string, string[]> => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'functions'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('/tests/') && !file.endsWith('.test.ts'));
  const counted = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const [, name] of source.matchAll(/countMetric\(\s*'(\w+)'/g)) {
      counted.set(name as string, [...(counted.get(name as string) ?? []), file]);
    }
  }
  return counted;
};

describe('product metrics', () => {
  it('each metric of the catalogue is counted by a function', () => {
    const counted = countedIn();
    expect(productMetricNames.length).toBeGreaterThan(0);
    expect(productMetricNames.filter((name) => !counted.has(name))).toEqual([]);
  });

  it('the money pipeline is counted where the money moves, each in its own place', () => {
    const counted = countedIn();
    expect(counted.get('OrdersReceived')).toEqual([
      'functions/integrations/shopify/receive-shopify-webhook.ts',
    ]);
    expect(counted.get('CommissionsRecorded')).toEqual(['functions/ledger/sales/record-order-paid.ts']);
    expect(counted.get('InvoicesIssued')).toEqual(['functions/ledger/billing/create-invoice.ts']);
    expect(counted.get('InvoicesPaid')).toEqual(['functions/ledger/billing/pay-invoice.ts']);
    expect(counted.get('PayoutsSent')).toEqual(['functions/ledger/payouts/process-payout.ts']);
    expect(counted.get('PayoutsFailed')).toEqual(['functions/ledger/payouts/process-payout.ts']);
    expect(counted.get('WebhookSignatureFailures')?.sort()).toEqual([
      'functions/integrations/shopify/verify-delivery.ts',
      'functions/integrations/stripe/verify-stripe-delivery.ts',
    ]);
  });
});
