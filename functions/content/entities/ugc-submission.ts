import type { EntityItem } from 'electrodb';
import { ugcContentTypes } from '../../../contracts/ugc';
import { defineEntity, SERVICE } from '../../shared/data/entity';
import { type WithNulls, withNulls, withoutNulls } from '../../shared/data/nulls';
import type { ContentLicence } from './content-licence';

export type UgcSubmissionStatus = 'pending' | 'approved' | 'rejected';

/**
 * ugc_submissions (spec 3): under the brand that decides it (BRAND#{id} / UGCSUB#{submissionId}), so a
 * brand can only ever address its own; the creator lists theirs through byOwner (CREATOR#{id}#UGC,
 * newest first). The request's title, budget and licence terms, the brand's and product's names and the
 * creator's username are copied in at submission: the lists are one Query each, and the terms approved
 * are the ones the creator submitted under.
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
    /** A copy of the licence its approval granted (content-licence.ts), nulls included. */
    licence: { type: 'any' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['brand_id'], template: 'BRAND#${brand_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: 'UGCSUB#${id}', casing: 'none' },
    },
    /** byOwner CREATOR#{id}#UGC / `{submitted_at}#{id}`: the creator's own submissions. */
    byCreator: {
      index: 'byOwner',
      pk: {
        field: 'gsi1pk',
        composite: ['creator_id'],
        template: 'CREATOR#${creator_id}#UGC',
        casing: 'none',
      },
      sk: {
        field: 'gsi1sk',
        composite: ['submitted_at', 'id'],
        template: '${submitted_at}#${id}',
        casing: 'none',
      },
    },
  },
});

const NULLABLE = [
  'ugc_request_id',
  'request_title',
  'budget_cents',
  'licensing_terms',
  'product_id',
  'product_name',
  'brand_feedback',
  'payment_amount_cents',
  'decided_at',
  'licence',
] as const;

export type UgcSubmission = WithNulls<
  Omit<EntityItem<typeof ugcSubmissionEntity>, 'licence'> & { licence?: ContentLicence },
  (typeof NULLABLE)[number]
>;

/** Nulls are not stored: absent attributes read back as null. */
const toSubmission = (item: object) => withNulls<UgcSubmission>(item, NULLABLE);

/** The submission's attributes as stored: nulls left out. */
export const submissionAttributes = (submission: UgcSubmission) =>
  withoutNulls(submission) as Parameters<typeof ugcSubmissionEntity.create>[0];

export const getSubmission = async (
  brandId: string,
  submissionId: string,
  consistent = false,
): Promise<UgcSubmission | undefined> => {
  const { data } = await ugcSubmissionEntity.get({ brand_id: brandId, id: submissionId }).go({ consistent });
  return data ? toSubmission(data) : undefined;
};

/** The brand's submissions, newest first (one Query, all pages: the brand's own items only). */
export const listSubmissionsOfBrand = async (brandId: string): Promise<UgcSubmission[]> =>
  (
    await ugcSubmissionEntity.query.primary({ brand_id: brandId }).go({ pages: 'all', order: 'desc' })
  ).data.map(toSubmission);

/** How many of a creator's own submissions the list shows (newest first). */
export const MY_SUBMISSIONS_LIMIT = 100;

/** The creator's own submissions, newest first (one Query on byOwner). */
export const listSubmissionsOfCreator = async (creatorId: string): Promise<UgcSubmission[]> =>
  (
    await ugcSubmissionEntity.query
      .byCreator({ creator_id: creatorId })
      .go({ limit: MY_SUBMISSIONS_LIMIT, order: 'desc' })
  ).data.map(toSubmission);
