import type * as z from 'zod/mini';
import { type contentLicence, ugcContentTypes, type ugcSubmission } from '../../../contracts/ugc';
import { defineEntity, defineService, SERVICE, tableKey } from '../../shared/data/entity';
import { nullsOf } from '../../shared/data/nulls';
import { outboxEntity } from '../../shared/outbox/outbox-event';
import { ugcRequestEntity } from './ugc-request';

export type UgcSubmission = z.infer<typeof ugcSubmission>;

/**
 * ugc_submissions (spec 3): under the brand that decides it, so a brand can only ever address its own;
 * the creator lists theirs through byOwner, newest first. The request's title, budget and licence
 * terms, the brand's and product's names and the creator's username are copied in at submission: the
 * lists are one Query each, and the terms approved are the ones the creator submitted under.
 */
export const ugcSubmissionEntity = defineEntity({
  model: { entity: 'ugc-submission', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    id: { type: 'string', required: true },
    brand_name: { type: 'string', required: true },
    ugc_request_id: { type: 'string' },
    request_title: { type: 'string' },
    budget_cents: { type: 'number' },
    licensing_terms: { type: 'string' },
    licensing_duration_months: { type: 'number', required: true },
    creator_id: { type: 'string', required: true },
    creator_username: { type: 'string', required: true },
    content_type: { type: ugcContentTypes, required: true },
    product_id: { type: 'string' },
    product_name: { type: 'string' },
    content_url: { type: 'string', required: true },
    content_description: { type: 'string', required: true },
    status: { type: ['pending', 'approved', 'rejected'] as const, required: true },
    brand_feedback: { type: 'string' },
    payment_amount_cents: { type: 'number' },
    submitted_at: { type: 'string', required: true },
    decided_at: { type: 'string' },
    /** A copy of the licence its approval granted (below), nulls included. */
    licence: { type: 'any' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'UGCSUB#${id}') },
    byCreator: {
      index: 'byOwner',
      pk: tableKey('gsi1pk', 'CREATOR#${creator_id}#UGC'),
      sk: tableKey('gsi1sk', '${submitted_at}#${id}'),
    },
  },
});

export const asSubmission = nullsOf<UgcSubmission>(ugcSubmissionEntity);

export const getSubmission = async (brandId: string, id: string, consistent = false) => {
  const { data } = await ugcSubmissionEntity.get({ brand_id: brandId, id }).go({ consistent });
  return data ? asSubmission(data) : undefined;
};

export type ContentLicence = z.infer<typeof contentLicence>;

/**
 * content_licenses (spec 3): what the brand may do with approved content, for how long, and what the
 * creator is paid for it. Granted once per submission, by the approval's transaction (with the
 * submission's guarded transition and the payment's ledger entry); the approved submission carries a
 * copy so the lists need no second read.
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
    payment_cents: { type: 'number', required: true },
    payment_status: { type: ['billed', 'none'] as const, required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'LICENCE#${submission_id}') },
  },
});

/** The content module's entities that change together, with the outbox (writeTransaction). */
export const contentService = defineService({
  request: ugcRequestEntity,
  submission: ugcSubmissionEntity,
  licence: contentLicenceEntity,
  outbox: outboxEntity,
});
