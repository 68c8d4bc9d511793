/**
 * Issue 36: the money pipeline on one CloudWatch dashboard, in the order money moves: orders in, the
 * commissions they earn, the invoices brands are sent and pay, the payouts creators receive (and those
 * that failed). Each is a product metric the functions count where it happens
 * (functions/shared/metrics/catalogue.ts); a row of totals for the dashboard's time range, a row of hourly
 * graphs, and the alarms that concern the pipeline.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import {
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  type IAlarm,
  type IWidget,
  SingleValueWidget,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, type ProductMetric } from '../../functions/shared/metrics/catalogue';
import { productMetric } from './alarms';

/** The pipeline's stages, each a graph of its metrics (left to right: how money moves). */
export const MONEY_PIPELINE: readonly { title: string; metrics: readonly ProductMetric[] }[] = [
  { title: 'Orders in', metrics: ['OrdersReceived'] },
  { title: 'Commissions recorded', metrics: ['CommissionsRecorded'] },
  { title: 'Invoices', metrics: ['InvoicesIssued', 'InvoicesPaid'] },
  { title: 'Payouts', metrics: ['PayoutsSent', 'PayoutsFailed'] },
];

export interface MoneyDashboardProps {
  /** The alarms shown beside the graphs (payouts failed, the API's 5xx rate, webhook signatures). */
  readonly alarms: readonly IAlarm[];
}

export class MoneyDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MoneyDashboardProps) {
    super(scope, id);
    const width = 24 / MONEY_PIPELINE.length;
    const totals: IWidget[] = MONEY_PIPELINE.map(
      ({ title, metrics }) =>
        new SingleValueWidget({
          title: `${title} (total)`,
          width,
          height: 4,
          metrics: metrics.map((name) => productMetric(name).with({ label: name })),
          // The sum over the whole range the dashboard shows, not the last period's.
          setPeriodToTimeRange: true,
        }),
    );
    const graphs: IWidget[] = MONEY_PIPELINE.map(
      ({ title, metrics }) =>
        new GraphWidget({
          title: `${title} per hour`,
          width,
          height: 6,
          left: metrics.map((name) => productMetric(name, Duration.hours(1)).with({ label: name })),
          leftYAxis: { min: 0, showUnits: false },
        }),
    );
    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `${Stack.of(this).stackName}-money-pipeline`,
      defaultInterval: Duration.days(7),
      widgets: [
        [
          new TextWidget({
            width: 24,
            height: 2,
            markdown: `## Money pipeline\nOrders in → commissions recorded → invoices issued and paid → payouts sent: counts the functions write where each happens (namespace \`${METRICS_NAMESPACE}\`, once per order, invoice or payout).`,
          }),
        ],
        totals,
        graphs,
        [new AlarmStatusWidget({ title: 'Alarms', width: 24, height: 3, alarms: [...props.alarms] })],
      ],
    });
  }
}
