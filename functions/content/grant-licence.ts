import type { ContentLicence } from './entities/content-licence';

/**
 * The same day `months` calendar months later, clamped to the month's last day (a licence from
 * 31 January for one month ends on 28 or 29 February, not in March).
 */
export const addMonths = (from: Date, months: number): Date => {
  const target = new Date(
    Date.UTC(
      from.getUTCFullYear(),
      from.getUTCMonth() + months,
      1,
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
};

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
  ends_at: addMonths(input.at, input.months).toISOString(),
  payment_cents: input.paymentCents,
  payment_status: input.paymentCents > 0 ? 'billed' : 'none',
  created_at: input.at.toISOString(),
});
