/**
 * What each export holds (issue 21, item 5): a header and its rows, page by page from the ledger's
 * Queries (entities/ledger-pages.ts), so a file of any length is written without holding it. The rows
 * are the records the screens show, with the same figures: a sale's lines with their commissions (the
 * brand's Sales), invoices with their lines (Billing & Invoices), the creator's ledger entries
 * (Earnings), payouts with the entries they pay (a payout's receipt), and the yearly totals.
 */
import { type AuditKind, auditKindLabels } from '../../../contracts/audit-log';
import type { ExportKind } from '../../../contracts/exports';
import type { AuditEntryItem } from '../../shared/audit/audit-entry';
import { auditEntriesInRange } from '../../shared/audit/audit-pages';
import type { Invoice } from '../billing/invoice-rules';
import { type CommissionEntry, getEntries } from '../entities/commission-entry';
import {
  type DayRange,
  entriesInRange,
  invoicesInRange,
  payoutsInRange,
  salesInRange,
} from '../entities/ledger-pages';
import type { Payout } from '../entities/payout';
import type { Sale } from '../entities/sale';
import { toPayoutView } from '../payouts/payout-view';
import { lineStatusWith, readLineFacts } from '../sales/line-status-reads';
import { saleIdOf } from '../sales/sale-view';
import { type Cell, money, text } from './csv';
import { yearlyTotalsOf } from './yearly-totals';

/** The program's currency: every amount of the ledger is in it (order-review.ts). */
const LEDGER_CURRENCY = 'USD';

export interface ExportTable {
  header: readonly string[];
  /** Pages of rows, in the header's order. */
  rows: AsyncIterable<Cell[][]>;
}

/** The owner whose records are read: the caller's own brand or creator id, from the verified token. */
export interface ExportRequest {
  ownerId: string;
  range: DayRange;
  year?: number;
}

async function* mapPages<T>(pages: AsyncIterable<T[]>, rowsOf: (item: T) => Cell[][]) {
  for await (const page of pages) yield page.flatMap(rowsOf);
}

/** Each page of entries with each line's status now: the invoices and payouts it names, one batch per page. */
async function* withLineStatus(pages: AsyncIterable<CommissionEntry[]>, now: Date) {
  for await (const page of pages) {
    const statusOf = lineStatusWith(await readLineFacts(page), now);
    yield page.map((entry) => ({ entry, status: statusOf(entry) }));
  }
}

const SALE_HEADER = [
  'sale_id',
  'order_id',
  'order_name',
  'created_at',
  'status',
  'creator_username',
  'attribution_method',
  'attribution_via',
  'cancelled_at',
  'line_id',
  'product_name',
  'quantity',
  'unit_price',
  'discount',
  'base',
  'rate_percentage',
  'commission',
  'reversed_quantity',
  'reversed_base',
  'reversed_commission',
  'earns',
  'net_sale',
  'net_commission',
  'currency',
  'line_note',
] as const;

/**
 * One row per order line. A line earns when the ledger wrote an entry for it; its net sale and net
 * commission (after refunds and cancellations) are what the sale's totals on the Sales screen add up.
 */
const saleRows = (sale: Sale): Cell[][] =>
  sale.lines.map((line) => {
    const earns = line.entry_sk !== null;
    return [
      saleIdOf(sale),
      sale.order_id,
      text(sale.order_name),
      sale.created_at,
      sale.status,
      text(sale.creator_username),
      sale.attribution?.method,
      text(sale.attribution?.via),
      sale.cancelled_at,
      line.line_id,
      text(line.product_name),
      line.quantity,
      money(line.price_cents),
      money(line.discount_cents),
      money(line.base_cents),
      line.rate_percentage,
      money(line.commission_cents),
      line.reversed_quantity,
      money(line.reversed_base_cents),
      money(line.reversed_commission_cents),
      earns ? 'yes' : 'no',
      money(earns ? line.base_cents - line.reversed_base_cents : 0),
      money(earns ? line.commission_cents - line.reversed_commission_cents : 0),
      sale.currency,
      text(line.reason ?? sale.status_reason),
    ];
  });

const INVOICE_HEADER = [
  'invoice_number',
  'period',
  'status',
  'issued_at',
  'due_at',
  'paid_at',
  'line_kind',
  'line_description',
  'line_amount',
  'invoice_amount',
  'currency',
  // Rows of kind `creator` (the commissions by creator): their parts. Blank on the invoice's lines.
  'creator_username',
  'creator_sales',
  'creator_commission',
  'creator_content',
  'creator_fee',
] as const;

/**
 * An invoice's rows: its lines (commissions, content pay, fee, credits), then one row per creator of its
 * commissions by creator (line_kind `creator`, line_amount the creator's sum). Each set adds up to the
 * invoice's amount; a reader sums one kind or the other.
 */
const invoiceRows = (invoice: Invoice): Cell[][] => {
  const head = (): Cell[] => [
    invoice.invoice_number,
    invoice.period,
    invoice.status,
    invoice.issued_at,
    invoice.due_at,
    invoice.paid_at,
  ];
  return [
    ...invoice.lines.map((line): Cell[] => [
      ...head(),
      line.kind,
      text(line.description),
      money(line.amount_cents),
      money(invoice.amount_cents),
      LEDGER_CURRENCY,
      '',
      '',
      '',
      '',
      '',
    ]),
    ...(invoice.creators ?? []).map((row): Cell[] => [
      ...head(),
      'creator',
      text(row.description),
      money(row.amount_cents),
      money(invoice.amount_cents),
      LEDGER_CURRENCY,
      text(row.creator_username),
      money(row.sales_cents),
      money(row.commission_cents),
      money(row.ugc_cents),
      money(row.fee_cents),
    ]),
  ];
};

const ENTRY_HEADER = [
  'entry_id',
  'created_at',
  'kind',
  'status',
  // Where the line is on its way to being paid, as the Earnings list says it (line-status.ts).
  'line_state',
  'line_status',
  'brand_name',
  'order_name',
  'product_name',
  'link_code',
  'attribution_method',
  'attribution_via',
  'quantity',
  'unit_price',
  'discount',
  'base',
  'rate_percentage',
  'commission',
  'currency',
  'hold_until',
  'bill_period',
  'payout_id',
  'explanation',
] as const;

const PAYOUT_HEADER = [
  'payout_id',
  'payout_status',
  'payout_created_at',
  'payout_paid_at',
  'payout_amount',
  'entry_id',
  'entry_created_at',
  'kind',
  'brand_name',
  'order_name',
  'product_name',
  'amount',
  'currency',
] as const;

/** A payout's entries are listed on it; read 100 at a time (one BatchGetItem), so a payout of any size fits. */
async function* payoutRows(pages: AsyncIterable<Payout[]>, creatorId: string) {
  for await (const page of pages) {
    for (const payout of page) {
      const view = toPayoutView(payout);
      const head: Cell[] = [
        view.payout_id,
        view.status,
        view.created_at,
        view.paid_at,
        money(view.amount_cents),
      ];
      if (payout.entry_sks.length === 0) {
        yield [[...head, '', '', '', '', '', '', '', LEDGER_CURRENCY]];
        continue;
      }
      for (let start = 0; start < payout.entry_sks.length; start += 100) {
        const entries = await getEntries(creatorId, payout.entry_sks.slice(start, start + 100));
        yield entries
          .sort((a, b) => a.entry_sk.localeCompare(b.entry_sk))
          .map((entry) => [
            ...head,
            entry.entry_sk.slice('COMM#'.length),
            entry.created_at,
            entry.kind,
            text(entry.brand_name),
            text(entry.order_name),
            text(entry.product_name),
            money(entry.commission_cents),
            LEDGER_CURRENCY,
          ]);
      }
    }
  }
}

const YEARLY_HEADER = [
  'year',
  'section',
  'brand_name',
  'payout_id',
  'status',
  'created_at',
  'paid_at',
  'commission',
  'content',
  'credit_cashout',
  'amount',
  'entries',
  'currency',
] as const;

async function* yearlyRows(creatorId: string, year: number) {
  const totals = await yearlyTotalsOf(creatorId, year);
  const blank = ['', '', '', ''] as const;
  yield [
    ...totals.brands.map((brand): Cell[] => [
      year,
      'brand',
      text(brand.brand_name),
      ...blank,
      money(brand.commission_cents),
      money(brand.content_cents),
      money(brand.credit_cashout_cents),
      money(brand.total_cents),
      brand.entry_count,
      totals.currency,
    ]),
    [year, 'earned', '', ...blank, '', '', '', money(totals.earned_cents), '', totals.currency],
    ...totals.payouts.map((payout): Cell[] => [
      year,
      'payout',
      '',
      payout.payout_id,
      payout.status,
      payout.created_at,
      payout.paid_at,
      '',
      '',
      '',
      money(payout.amount_cents),
      payout.entry_count,
      totals.currency,
    ]),
    [year, 'paid_out', '', ...blank, '', '', '', money(totals.paid_out_cents), '', totals.currency],
  ];
}

/** The export of `kind` for its owner (the caller's brand for sales and invoices, else the creator). */
const AUDIT_HEADER = [
  'at',
  'kind',
  'what',
  'actor_type',
  'actor_id',
  'actor_name',
  'actor_email',
  'actor_role',
  'acting_for',
  'subject_type',
  'subject_id',
  'subject',
  'before',
  'after',
  'ip',
  'correlation_id',
] as const;

/** Issue 35: one row per audit entry; before/after as their JSON (a person's words among them: guarded). */
const auditRows = (item: AuditEntryItem): Cell[][] => [
  [
    item.at,
    item.kind,
    auditKindLabels[item.kind as AuditKind],
    item.actor_type,
    item.actor_id,
    text(item.actor_name),
    text(item.actor_email),
    item.actor_role,
    text(item.acting_for),
    item.subject_type,
    text(item.subject_id),
    text(item.subject_label),
    text(item.before === undefined ? '' : JSON.stringify(item.before)),
    text(item.after === undefined ? '' : JSON.stringify(item.after)),
    item.ip,
    item.correlation_id,
  ],
];

export const exportTable = (kind: ExportKind, request: ExportRequest): ExportTable => {
  const { ownerId, range } = request;
  switch (kind) {
    case 'audit-log':
      return { header: AUDIT_HEADER, rows: mapPages(auditEntriesInRange(ownerId, range), auditRows) };
    case 'sales':
      return { header: SALE_HEADER, rows: mapPages(salesInRange(ownerId, range), saleRows) };
    case 'invoices':
      return {
        header: INVOICE_HEADER,
        rows: mapPages(invoicesInRange(ownerId, range), invoiceRows),
      };
    case 'commissions':
      return {
        header: ENTRY_HEADER,
        rows: mapPages(withLineStatus(entriesInRange(ownerId, range), new Date()), ({ entry, status }) => [
          [
            entry.entry_sk.slice('COMM#'.length),
            entry.created_at,
            entry.kind,
            entry.status,
            status.state,
            text(status.label),
            text(entry.brand_name),
            text(entry.order_name),
            text(entry.product_name),
            text(entry.link_code),
            entry.attribution_method,
            text(entry.attribution_via),
            entry.quantity,
            money(entry.price_cents),
            money(entry.discount_cents),
            money(entry.base_cents),
            entry.rate_percentage,
            money(entry.commission_cents),
            LEDGER_CURRENCY,
            entry.hold_until,
            entry.bill_period,
            entry.payout_id,
            text(entry.explanation),
          ],
        ]),
      };
    case 'payouts':
      return { header: PAYOUT_HEADER, rows: payoutRows(payoutsInRange(ownerId, range), ownerId) };
    case 'yearly':
      return {
        header: YEARLY_HEADER,
        rows: yearlyRows(ownerId, request.year ?? Number(range.from.slice(0, 4))),
      };
  }
};
