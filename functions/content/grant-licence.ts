import { addCalendarMonths } from '../shared/time/period';
import type { ContentLicence } from './entities/ugc-submission';

/** The licence an approval grants: the terms and duration the creator submitted under, from `at`. */
export const licenceFor = (input: {
  submissionId: string;
  requestId: string | null;
  brandId: string;
  creatorId: string;
  terms: string | null;
  months: number;
  paymentCents: number;
  at: Date;
}): ContentLicence => ({
  id: `LIC-${input.submissionId}`,
  submission_id: input.submissionId,
  ugc_request_id: input.requestId,
  brand_id: input.brandId,
  creator_id: input.creatorId,
  licensing_terms: input.terms,
  licensing_duration_months: input.months,
  starts_at: input.at.toISOString(),
  ends_at: addCalendarMonths(input.at, input.months).toISOString(),
  payment_cents: input.paymentCents,
  payment_status: input.paymentCents > 0 ? 'billed' : 'none',
  created_at: input.at.toISOString(),
});
