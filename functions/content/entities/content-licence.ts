import type { EntityItem } from 'electrodb';
import { defineEntity, SERVICE } from '../../shared/data/entity';
import type { WithNulls } from '../../shared/data/nulls';

/**
 * content_licenses (spec 3): what the brand may do with approved content, for how long, and what the
 * creator is paid for it. Granted once per submission by its approval (a create in the same
 * transaction as the submission's guarded transition and the payment's ledger entry), kept under the
 * brand (BRAND#{id} / LICENCE#{submissionId}); the approved submission carries a copy so the lists
 * need no second read.
 */
export const contentLicenceEntity = defineEntity({
  model: { entity: 'content-licence', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    submission_id: { type: 'string', required: true },
    id: { type: 'string', required: true },
    ugc_request_id: { type: 'string' },
    creator_id: { type: 'string', required: true },
    licensing_terms: { type: 'string' },
    licensing_duration_months: { type: 'number', required: true },
    starts_at: { type: 'string', required: true },
    ends_at: { type: 'string', required: true },
    /** The request's budget: the creator's earnings for the content (0 for unrequested content). */
    payment_cents: { type: 'number', required: true },
    /** 'billed': a ledger entry, billed on the brand's next invoice and paid out after; 'none': nothing owed. */
    payment_status: { type: ['billed', 'none'] as const, required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['brand_id'], template: 'BRAND#${brand_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['submission_id'], template: 'LICENCE#${submission_id}', casing: 'none' },
    },
  },
});

export type ContentLicence = WithNulls<
  EntityItem<typeof contentLicenceEntity>,
  'ugc_request_id' | 'licensing_terms'
>;
