/**
 * Your data (issue 35, item 6): a person downloads their data (a ZIP built in the background and
 * e-mailed as a link that expires) and closes their account here. A creator's account closes only
 * once what they are owed is paid, or forfeited with their consent (a checkbox and the typed word); the
 * brands' records that name them keep their money and ids and show a closed account.
 */
import * as z from 'zod/mini';
import { defineContract } from './http';

/** The word a person types to close their account. */
export const CLOSE_CONFIRMATION_WORD = 'CLOSE';

export const closingFacts = z.object({
  /** Earned and not paid yet (pending, payable and held together); 0 for a brand user. */
  owed_cents: z.number(),
  pending_cents: z.number(),
  available_cents: z.number(),
  held_cents: z.number(),
  /** A payout's transfer is under way: closing waits until it lands. */
  payout_in_flight: z.boolean(),
  /** Closing needs the forfeit checkbox: something is still owed. */
  forfeit_required: z.boolean(),
});
export type ClosingFacts = z.infer<typeof closingFacts>;

/** A person's latest data export, as the card shows it while it is built and once it is ready. */
export const dataExportView = z.object({
  status: z.enum(['building', 'ready', 'failed']),
  requested_at: z.string(),
  /** Parts read of parts to read: the card's progress bar. */
  parts_done: z.number(),
  parts_total: z.number(),
  ready_at: z.nullable(z.string()),
  /** When the e-mailed link stops working. */
  link_expires_at: z.nullable(z.string()),
  size_bytes: z.nullable(z.number()),
});
export type DataExportView = z.infer<typeof dataExportView>;

export const getYourData = defineContract({
  method: 'GET',
  path: '/api/account/data',
  auth: 'any',
  summary:
    "The caller's Your data card: their latest data export, and what closing the account would give up",
  responses: { 200: z.object({ export: z.nullable(dataExportView), closing: closingFacts }) },
});

export const closeAccountBody = z.object({
  /** The word typed to confirm, exactly CLOSE. */
  confirmation: z.string().check(z.maxLength(20)),
  /** Consent to give up what is still owed (required when it is not 0). */
  forfeit_balance: z._default(z.boolean(), false),
});
export type CloseAccountBody = z.infer<typeof closeAccountBody>;

export const closeAccount = defineContract({
  method: 'POST',
  path: '/api/account/close',
  auth: 'any',
  summary:
    'Closes the caller\'s account: 409 while a creator is owed money without forfeit_balance, or while a payout is under way; 400 unless confirmation is "CLOSE"',
  body: closeAccountBody,
  responses: { 200: z.object({ closed: z.literal(true), forfeited_cents: z.number() }) },
});

export const requestDataExport = defineContract({
  method: 'POST',
  path: '/api/account/data/export',
  auth: 'any',
  summary:
    "Starts building the caller's data (a ZIP of JSON and CSV files), e-mailed as a link that expires after 7 days; 409 while one is building",
  responses: { 202: z.object({ export: dataExportView }) },
});
