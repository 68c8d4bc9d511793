/**
 * A product metric's log line is a CloudWatch Embedded Metric Format record (functions/shared/metrics):
 * a JSON object whose `_aws` holds a millisecond Timestamp and one CloudWatchMetrics directive (the
 * namespace, one empty dimension set, the metric's name and unit), with the value under the metric's
 * name at the root. Read from what the shared logger really writes to stdout, as Lambda ships it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { METRICS_NAMESPACE, productMetricNames } from '../../metrics/catalogue';
import { emfRecord } from '../../metrics/count';

type Line = Record<string, unknown>;
let lines: Line[] = [];

beforeEach(() => {
  lines = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    for (const text of String(chunk).split('\n').filter(Boolean)) {
      try {
        lines.push(JSON.parse(text) as Line);
      } catch {
        // not a log line
      }
    }
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/**
 * The logger and the counter as a deployed function loads them: the tests run with LOG_LEVEL=warn, and
 * the logger reads its level once, so fresh modules are loaded at info (the level a deployment runs at).
 */
const freshModules = async () => {
  vi.stubEnv('LOG_LEVEL', 'info');
  vi.resetModules();
  const { countMetric } = await import('../../metrics/count');
  const { withLogContext } = await import('../../log');
  return { countMetric, withLogContext };
};

describe('countMetric', () => {
  it('writes one EMF record: _aws.Timestamp, CloudWatchMetrics [{Namespace, Dimensions, Metrics}], the value at the root', async () => {
    const { countMetric } = await freshModules();
    const at = new Date('2026-11-30T12:34:56.789Z');
    countMetric('PayoutsFailed', { payoutId: 'p-1', failureCode: 'account_closed' }, 1, at);

    expect(lines).toHaveLength(1);
    const [line] = lines as [Line];
    expect(line._aws).toEqual({
      Timestamp: at.getTime(),
      CloudWatchMetrics: [
        {
          Namespace: METRICS_NAMESPACE,
          Dimensions: [[]],
          Metrics: [{ Name: 'PayoutsFailed', Unit: 'Count' }],
        },
      ],
    });
    // Where the directive points: a number at the root, under the metric's name.
    expect(line.PayoutsFailed).toBe(1);
    // The details stay in the line for the reader (not dimensions), with the logger's own fields.
    expect(line).toMatchObject({ payoutId: 'p-1', failureCode: 'account_closed', level: 'INFO' });
    expect(line.message).toBe('metric PayoutsFailed');
  });

  it("carries the invocation's context, and a detail never overrides the record's members", async () => {
    const { countMetric, withLogContext } = await freshModules();
    withLogContext({ requestId: 'req-9', correlationId: 'corr-9' }, () =>
      countMetric(
        'WebhookSignatureFailures',
        { provider: 'stripe', WebhookSignatureFailures: 'x', _aws: 'x' },
        2,
      ),
    );
    const [line] = lines as [Line];
    expect(line).toMatchObject({ requestId: 'req-9', correlationId: 'corr-9', provider: 'stripe' });
    expect(line.WebhookSignatureFailures).toBe(2);
    expect((line._aws as { Timestamp: unknown }).Timestamp).toEqual(expect.any(Number));
  });
});

describe('emfRecord', () => {
  it('names every metric of the catalogue with a Count unit, in one namespace', () => {
    const at = new Date(0);
    for (const name of productMetricNames) {
      const record = emfRecord(name, 3, at);
      expect(record[name]).toBe(3);
      expect(record._aws.CloudWatchMetrics).toEqual([
        { Namespace: METRICS_NAMESPACE, Dimensions: [[]], Metrics: [{ Name: name, Unit: 'Count' }] },
      ]);
      // EMF's limit on a metric name; CloudWatch drops a record it cannot read.
      expect(name).toMatch(/^[A-Za-z][A-Za-z0-9]{0,254}$/);
    }
  });
});
