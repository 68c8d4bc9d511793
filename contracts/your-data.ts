/**
 * Your data (issue 35, item 6): a person closes their account here. A creator's account closes only
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

export const getYourData = defineContract({
  method: 'GET',
  path: '/api/account/data',
  auth: 'any',
  summary: "The caller's Your data card: what closing the account would give up",
  responses: { 200: z.object({ closing: closingFacts }) },
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
