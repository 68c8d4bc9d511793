/**
 * Exports (issue 21, item 5): CSV files of the ledger for a date range, and a creator's yearly totals.
 *
 * The CSV files do not go through the HTTP API: API Gateway buffers a Lambda's answer (6 MB, 30 s), so a
 * 100,000-row file is streamed by its own function (functions/ledger/http/ledger-exports.ts) under
 * `/api/exports/{kind}.csv`, a CloudFront behaviour of its own in front of a function URL in
 * RESPONSE_STREAM mode (docs/architecture.md section 5, "Exports"). The caller's Cognito access token
 * travels in `x-access-token`: CloudFront's origin access control signs the request to the function URL
 * with SigV4 and so overwrites `Authorization`.
 */
import * as z from 'zod/mini';
import { defineContract } from './http';

export const EXPORTS_PATH = '/api/exports';
/** The header that carries the caller's access token to the export function (not `Authorization`: see above). */
export const EXPORT_TOKEN_HEADER = 'x-access-token';
/** The query parameters an export reads (CloudFront's origin request policy forwards these only). */
export const EXPORT_QUERY_PARAMETERS = ['from', 'to', 'year'] as const;
/** The longest range one export covers: five years of days (leap days included). */
export const MAX_EXPORT_DAYS = 5 * 366;

/** What each side may export: a brand its sales and invoices, a creator its ledger, payouts and yearly totals. */
export const exportKinds = {
  sales: 'brand',
  invoices: 'brand',
  // Issue 35: the brand's audit log (Account → Audit log), for the roles that may export (money).
  'audit-log': 'brand',
  commissions: 'creator',
  payouts: 'creator',
  yearly: 'creator',
} as const;
export type ExportKind = keyof typeof exportKinds;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string) => {
  const time = Date.parse(`${value}T00:00:00.000Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};

const day = (field: string) =>
  z.string({ error: `${field} is required (YYYY-MM-DD)` }).check(
    z.regex(DAY, `${field} must be a date (YYYY-MM-DD)`),
    // Only once it has the date's shape (zod runs every check): 2026-02-30 is not a day.
    z.refine((value) => !DAY.test(value) || isCalendarDay(value), `${field} is not a calendar date`),
  );

/** Both ends inclusive, UTC days. */
export const exportRange = z.object({ from: day('from'), to: day('to') }).check(
  z.refine((range) => range.from <= range.to, {
    message: 'The end date (to) must be on or after the start date (from)',
    path: ['to'],
  }),
  z.refine((range) => Date.parse(range.to) - Date.parse(range.from) < MAX_EXPORT_DAYS * 86_400_000, {
    message: 'A range covers at most 5 years',
    path: ['to'],
  }),
);
export type ExportRange = z.infer<typeof exportRange>;

const thisYear = () => new Date().getUTCFullYear();

export const yearParam = z.coerce.number({ error: 'year must be a year' }).check(
  z.int('year must be a year'),
  z.gte(2000, 'year must be 2000 or later'),
  z.refine((year) => year <= thisYear(), 'year cannot be in the future'),
);

/** `?year=`: a calendar year (UTC); this year when absent. */
export const exportYear = z.object({ year: z._default(yearParam, thisYear) });

const cents = z.number().check(z.int());

/** What one brand paid the creator in the year, from the ledger's entries written that year. */
export const yearlyBrandTotals = z.object({
  brand_name: z.string(),
  /** Sale commissions net of reversals. */
  commission_cents: cents,
  content_cents: cents,
  credit_cashout_cents: cents,
  total_cents: cents,
  entry_count: z.number(),
});

/** A payout opened in the year. */
export const yearlyPayout = z.object({
  payout_id: z.string(),
  status: z.string(),
  created_at: z.string(),
  paid_at: z.nullable(z.string()),
  amount_cents: cents,
  entry_count: z.number(),
});

export const yearlyTotals = z.object({
  year: z.number(),
  currency: z.string(),
  brands: z.array(yearlyBrandTotals),
  payouts: z.array(yearlyPayout),
  /** Everything earned in the year (the brands' totals summed). */
  earned_cents: cents,
  /** The payouts of the year that were paid. */
  paid_out_cents: cents,
});
export type YearlyTotals = z.infer<typeof yearlyTotals>;

export const getCreatorYearlyTotals = defineContract({
  method: 'GET',
  path: '/api/creator/yearly-totals',
  auth: 'creator',
  // Issue 35: open to creator managers (reading; payout settings and payouts stay the creator's own).
  managers: true,
  summary:
    "A creator's totals for a calendar year (UTC) per brand and per payout, from the ledger: what an accountant needs",
  query: exportYear,
  responses: { 200: yearlyTotals },
});
