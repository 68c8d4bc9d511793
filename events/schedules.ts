/**
 * Scheduled jobs, the counterpart of events/rules.ts for time: the CDK stack creates one EventBridge
 * Scheduler schedule (UTC) + function + dead-letter queue per entry (infra/constructs/scheduled-jobs.ts);
 * the local cloud runs the same handler with the same input on a clock (infra/local/schedule-clock.ts).
 */
import type { PayoutSchedule } from '../contracts/constants';
import type { FunctionAccess } from './function-access';

/** A calendar time (UTC): monthly on `dayOfMonth`, weekly on `dayOfWeek` (0 Sunday … 6 Saturday), else daily. */
export interface ScheduleTime {
  dayOfMonth?: number;
  dayOfWeek?: number;
  hour: number;
  minute: number;
}

/** What a schedule's time may depend on: the deployment's settings. */
export interface ScheduleSettings {
  payoutSchedule: PayoutSchedule;
}

export interface ScheduleDefinition {
  /** Stable, PascalCase: the CDK construct id and the name in logs. */
  name: string;
  description: string;
  /** Handler module, relative to the repository root; it exports `handler(input)`. */
  handler: string;
  /** Runs every this many minutes (when `at` is not given). */
  everyMinutes: number;
  /**
   * Runs at a calendar time instead (UTC), or at a time that follows a setting (the payout run: monthly
   * or weekly). `everyMinutes` is then only how stale a run may be before it is dropped (the next run
   * does the same work). Read it through `scheduleTimeOf`.
   */
  at?: ScheduleTime | ((settings: ScheduleSettings) => ScheduleTime);
  /**
   * Adds `scheduledTime` (the instant the schedule fired: Scheduler's `<aws.scheduler.scheduled-time>`,
   * locally the clock's instant) to the input, so a late or repeated run does the same work.
   */
  passScheduledTime?: boolean;
  /** The handler's input (the schedule target's fixed input in AWS). */
  input: Record<string, unknown>;
  /**
   * The input list that limits a run to some people (functions/shared/schedules/run-scope.ts): the
   * schedule itself passes none and runs for everyone. A run by hand on the tests' shared local cloud
   * must pass it, so one file's run never bills, pays or tells another file's people
   * (infra/local/schedule-runs.ts refuses it otherwise).
   */
  scopedBy?: 'brandIds' | 'creatorIds' | 'userIds';
  access: FunctionAccess;
  /** Lambda timeout. @default 10 */
  timeoutSeconds?: number;
}

export const schedules: readonly ScheduleDefinition[] = [
  {
    name: 'SweepOutbox',
    description:
      'Publishes outbox events still pending after a minute (a bus outage that outlasted the stream retries).',
    handler: 'functions/shared/outbox/sweep-outbox.scheduled.ts',
    everyMinutes: 1,
    input: { minAgeSeconds: 60 },
    access: { table: 'readWrite', putEvents: true },
    timeoutSeconds: 60,
  },
  {
    name: 'ReleaseMaturedCommissions',
    description:
      "Pending commissions whose hold has ended become payable once their brand's invoice is paid (docs/architecture.md section 5).",
    handler: 'functions/ledger/schedules/release-matured-commissions.scheduled.ts',
    everyMinutes: 60,
    passScheduledTime: true,
    input: {},
    scopedBy: 'brandIds',
    access: { table: 'readWrite' },
    timeoutSeconds: 300,
  },
  {
    name: 'EnsureShopWebhooks',
    description:
      'Subscribes every connected Shopify store to the order webhooks again (idempotent): repairs stores connected before webhooks or unsubscribed by Shopify.',
    handler: 'functions/catalogue/schedules/ensure-shop-webhooks.scheduled.ts',
    everyMinutes: 1440,
    input: {},
    // Opens each store's sealed token to call its Admin API; refused topics are marked on the store's
    // claim with their StoreWebhooksFailing event.
    access: { table: 'readWrite', secretsKey: 'decrypt', shopifyApp: true },
    timeoutSeconds: 300,
  },
  {
    name: 'BillMonth',
    description:
      'Monthly billing, the 1st 00:00 UTC: one BrandBillingDue event per brand with ledger changes in the previous month.',
    handler: 'functions/ledger/schedules/bill-month.scheduled.ts',
    everyMinutes: 1440,
    at: { dayOfMonth: 1, hour: 0, minute: 0 },
    passScheduledTime: true,
    input: {},
    scopedBy: 'brandIds',
    access: { table: 'readWrite' },
    timeoutSeconds: 300,
  },
  {
    name: 'RankCreatorDirectory',
    description:
      "Daily, 03:15 UTC: each creator's sales driven, clicks and conversions over the last 90 days (the ledger's daily counters), and their place in the brands' creators directory (issue 34).",
    handler: 'functions/ledger/schedules/rank-creator-directory.scheduled.ts',
    everyMinutes: 1440,
    at: { hour: 3, minute: 15 },
    passScheduledTime: true,
    input: {},
    scopedBy: 'creatorIds',
    access: { table: 'readWrite' },
    timeoutSeconds: 900,
  },
  {
    name: 'RunPayouts',
    description:
      'Payouts (monthly on the 1st or weekly on Monday, 06:00 UTC; PAYOUT_SCHEDULE): one CreatorPayoutDue event per creator with a payable balance.',
    handler: 'functions/ledger/schedules/run-payouts.scheduled.ts',
    everyMinutes: 1440,
    at: ({ payoutSchedule }) =>
      payoutSchedule === 'weekly'
        ? { dayOfWeek: 1, hour: 6, minute: 0 }
        : { dayOfMonth: 1, hour: 6, minute: 0 },
    passScheduledTime: true,
    input: {},
    scopedBy: 'creatorIds',
    access: { table: 'readWrite' },
    timeoutSeconds: 300,
  },
  {
    name: 'SweepStalePayouts',
    description:
      'Hourly: payouts still processing an hour after they opened are retried (same transfer idempotency key), and given up after 6 hours: paid if Stripe made the transfer, else failed with the entries back in the balance.',
    handler: 'functions/ledger/schedules/sweep-stale-payouts.scheduled.ts',
    everyMinutes: 60,
    passScheduledTime: true,
    input: { staleAfterMinutes: 60, retryForMinutes: 360 },
    scopedBy: 'creatorIds',
    access: { table: 'readWrite', stripeApp: true },
    timeoutSeconds: 300,
  },
  {
    name: 'MarkOverdueInvoices',
    description:
      'Daily, 00:30 UTC: unpaid invoices past their due date become overdue; automatic payment retries due (1, 3, 7 days after a failure) are taken.',
    handler: 'functions/ledger/schedules/mark-overdue-invoices.scheduled.ts',
    everyMinutes: 1440,
    at: { hour: 0, minute: 30 },
    passScheduledTime: true,
    input: {},
    scopedBy: 'brandIds',
    access: { table: 'readWrite' },
    timeoutSeconds: 300,
  },
  {
    name: 'AwardTopPerformerCredits',
    description:
      "Sample credits, the 1st 02:00 UTC: Top Performer (+200) to the top 10% of last month's creators by sales, once per creator and month.",
    handler: 'functions/credits/schedules/award-top-performer-credits.scheduled.ts',
    everyMinutes: 1440,
    at: { dayOfMonth: 1, hour: 2, minute: 0 },
    passScheduledTime: true,
    input: {},
    access: { table: 'readWrite' },
    timeoutSeconds: 300,
  },
  {
    name: 'SendNotificationDigests',
    description:
      'Sends the digests whose period ended (hourly new applications, daily sales and updates) and any e-mail still pending after two minutes.',
    handler: 'functions/notifications/schedules/send-notification-digests.scheduled.ts',
    everyMinutes: 15,
    passScheduledTime: true,
    input: {},
    scopedBy: 'userIds',
    access: { table: 'readWrite', mail: 'send' },
    timeoutSeconds: 120,
  },
  // Issue 36, leaked codes.
  {
    name: 'RetireRotatedDiscountCodes',
    description:
      "Every 15 minutes: a rotated discount code's old text is deactivated in the brand's Shopify store once the grace period the brand chose has ended (idempotent).",
    handler: 'functions/partnerships/schedules/retire-rotated-codes.scheduled.ts',
    everyMinutes: 15,
    passScheduledTime: true,
    input: {},
    scopedBy: 'brandIds',
    // The retirement index (Query) and the codes; opens the brand's sealed store token for the Admin API.
    access: { table: 'readWrite', secretsKey: 'decrypt', shopifyApp: true },
    timeoutSeconds: 120,
  },
  // Issue 22: outgoing webhooks' retries.
  {
    name: 'RetryWebhookDeliveries',
    description:
      'Sends again the outgoing webhook deliveries whose retry is due (exponential backoff for three days); an endpoint whose delivery failed for three days is disabled and its brand told.',
    handler: 'functions/outgoing-webhooks/schedules/retry-webhook-deliveries.scheduled.ts',
    everyMinutes: 1,
    passScheduledTime: true,
    input: {},
    scopedBy: 'brandIds',
    // The retry index (Query), deliveries and endpoints; opens sealed secrets to sign; POSTs out.
    access: { table: 'readWrite', secretsKey: 'decrypt' },
    timeoutSeconds: 120,
  },
];

/** The calendar time of a schedule under the deployment's settings (undefined: it runs every N minutes). */
export const scheduleTimeOf = (
  definition: ScheduleDefinition,
  settings: ScheduleSettings,
): ScheduleTime | undefined =>
  typeof definition.at === 'function' ? definition.at(settings) : definition.at;
