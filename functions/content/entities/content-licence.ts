import { tableName } from '../../shared/data/client';
import { keys } from '../../shared/data/keys';
import type { TransactItem } from '../../shared/outbox/outbox-event';

/**
 * content_licenses (spec 3): what the brand may do with approved content, for how long, and what the
 * creator is paid for it. Granted once per submission by its approval (a conditional Put in the same
 * transaction as the submission's guarded transition and the payment's ledger entry), kept under the
 * brand; the approved submission carries a copy so the lists need no second read.
 */
export interface ContentLicence {
  id: string;
  submission_id: string;
  ugc_request_id: string | null;
  brand_id: string;
  creator_id: string;
  licensing_terms: string | null;
  licensing_duration_months: number;
  starts_at: string;
  ends_at: string;
  /** The request's budget: the creator's earnings for the content (0 for unrequested content). */
  payment_cents: number;
  /** 'billed': a ledger entry, billed on the brand's next invoice and paid out after; 'none': nothing owed. */
  payment_status: 'billed' | 'none';
  created_at: string;
}

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

/** The licence's Put, once per submission, to join the approval's transaction. */
export const putLicenceOnce = (licence: ContentLicence): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...keys.contentLicence(licence.brand_id, licence.submission_id),
      type: 'content-licence',
      ...licence,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});
