/**
 * Counts a product metric (catalogue.ts) as a CloudWatch Embedded Metric Format record: one JSON log line
 * whose `_aws` member tells CloudWatch Logs to extract the value under the metric's name as a metric of
 * METRICS_NAMESPACE. Written through the shared logger at info level, so the line also carries the
 * invocation's context (request or event id, correlation id) for whoever follows a count back to its
 * cause, and no SDK call or dependency is added to a function. The stack never sets LOG_LEVEL above info
 * (tests/infra/alarms.test.ts checks it): a deployment that did would silence these counts and the alarms
 * that read them.
 */
import { log } from '../log';
import { METRICS_NAMESPACE, type ProductMetric } from './catalogue';

/**
 * The EMF members of one count: `_aws` (the timestamp, in milliseconds, and the directive naming the
 * namespace, the dimension sets, here one empty set, and the metric with its unit) and the value under the
 * metric's name, at the root where the directive points.
 */
export const emfRecord = (metric: ProductMetric, value: number, at: Date) => ({
  _aws: {
    Timestamp: at.getTime(),
    CloudWatchMetrics: [
      {
        Namespace: METRICS_NAMESPACE,
        Dimensions: [[]],
        Metrics: [{ Name: metric, Unit: 'Count' }],
      },
    ],
  },
  [metric]: value,
});

/**
 * One log line counting `metric` (by `value`, 1 unless given), with `details` beside it for the reader of
 * the log (they are not dimensions: CloudWatch keeps them in the line only).
 */
export const countMetric = (
  metric: ProductMetric,
  details: Record<string, unknown> = {},
  value = 1,
  at: Date = new Date(),
): void => {
  log.info(`metric ${metric}`, { ...details, ...emfRecord(metric, value, at) });
};
