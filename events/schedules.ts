/**
 * Scheduled jobs, the counterpart of events/rules.ts for time: the CDK stack creates one EventBridge
 * Scheduler schedule (UTC) + function + dead-letter queue per entry (infra/constructs/scheduled-jobs.ts);
 * the local cloud runs the same handler with the same input on a clock (infra/local/schedule-clock.ts).
 */
import type { FunctionAccess } from '../functions/function-access';

export interface ScheduleDefinition {
  /** Stable, PascalCase: the CDK construct id and the name in logs. */
  name: string;
  description: string;
  /** Handler module, relative to the repository root; it exports `handler(input)`. */
  handler: string;
  /** Runs every this many minutes. */
  everyMinutes: number;
  /** The handler's input (the schedule target's fixed input in AWS). */
  input: Record<string, unknown>;
  access: FunctionAccess;
  /** Lambda timeout. @default 10 */
  timeoutSeconds?: number;
}

export const schedules: readonly ScheduleDefinition[] = [
  {
    name: 'SweepOutbox',
    description:
      'Publishes outbox events still pending after a minute (a bus outage that outlasted the stream retries).',
    handler: 'functions/outbox/sweep-outbox.scheduled.ts',
    everyMinutes: 1,
    input: { minAgeSeconds: 60 },
    access: { table: 'readWrite', putEvents: true },
    timeoutSeconds: 60,
  },
  {
    name: 'ReleaseMaturedCommissions',
    description: 'Pending commissions whose hold has ended become available (DESIGN.md section 5).',
    handler: 'functions/sales/release-matured-commissions.scheduled.ts',
    everyMinutes: 60,
    input: {},
    access: { table: 'readWrite' },
    timeoutSeconds: 300,
  },
  {
    name: 'EnsureShopWebhooks',
    description:
      'Subscribes every connected Shopify store to the order webhooks again (idempotent): repairs stores connected before webhooks or unsubscribed by Shopify.',
    handler: 'functions/shopify-webhooks/ensure-subscriptions.scheduled.ts',
    everyMinutes: 1440,
    input: {},
    // Opens each store's sealed token to call its Admin API.
    access: { table: 'read', secretsKey: 'decrypt', shopifyApp: true },
    timeoutSeconds: 300,
  },
];
