/**
 * UGC (spec 2.4 'UGC Requests', 2.5 'Content Opportunities' and 'Submit Content', 3 ugc_requests /
 * ugc_submissions / content_licenses, 5): brands post content requests with a budget; creators submit
 * content (for a request, or unrequested from a brand's profile); the brand approves (a content licence
 * and the creator's payment in the ledger) or rejects, each with feedback. Money is integer cents.
 */
import * as z from 'zod/mini';
import { rolesFor } from './brand-roles';
import { defineContract } from './http';
import { uploadIdSchema } from './uploads';

/** What a brand may ask for (spec 9). The first is the Create Request dialog's default. */
export const ugcRequestContentTypes = ['reel', 'post', 'story', 'video', 'tiktok'] as const;
/** What the brand profile's Submit Content form offers (spec 9). */
export const submitContentTypes = ['video', 'photo', 'story', 'reel'] as const;
/** A submission's type: the form's, or the request's it answers. */
export const ugcContentTypes = ['reel', 'post', 'story', 'video', 'tiktok', 'photo'] as const;
export type UgcContentType = (typeof ugcContentTypes)[number];

export const ugcRequestStatuses = ['open', 'closed'] as const;
export const ugcSubmissionStatuses = ['pending', 'approved', 'rejected'] as const;

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const TERMS_MAX = 2000;
export const FEEDBACK_MAX = 1000;
export const URL_MAX = 2000;
/** $100,000.00: a budget above this is a typo, not a content request. */
export const BUDGET_MAX_CENTS = 10_000_000;
export const LICENCE_MONTHS_MAX = 120;
export const DEFAULT_LICENCE_MONTHS = 12;
export const DURATION_SECONDS_MAX = 3600;

const id = (label: string) =>
  z
    .string()
    .check(
      z.minLength(1, `${label} is required`),
      z.maxLength(64, `${label} is too long`),
      z.regex(/^[\w-]+$/, `${label} is not valid`),
    );

export const ugcRequestParams = z.object({ requestId: id('Request id') });
export const ugcSubmissionParams = z.object({ submissionId: id('Submission id') });
export const ugcBrandParams = z.object({ brandId: id('Brand id') });

const requiredText = (missing: string, label: string, max: number) =>
  z
    .string({ error: missing })
    .check(z.trim(), z.minLength(1, missing), z.maxLength(max, `${label} must be at most ${max} characters`));

/** Optional text: absent, null or blank all mean "none" (stored as null). */
const optionalText = (label: string, max: number) =>
  z.pipe(
    z.optional(
      z.nullable(
        z
          .string({ error: `${label} must be text` })
          .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
      ),
    ),
    z.transform((value) => (value ? value : null)),
  );

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

/** A calendar date (YYYY-MM-DD) that exists: 2026-02-30 is refused. */
const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * Create Request (spec 5): title, description and budget required; the budget is entered in dollars
 * (a decimal) and sent as integer cents; deadline optional; content type defaults to reel.
 */
export const createUgcRequestSchema = z.strictObject(
  {
    title: requiredText('Please enter a title', 'Title', TITLE_MAX),
    description: requiredText('Please enter a description', 'Description', DESCRIPTION_MAX),
    budget_cents: wholeNumber('Please enter a budget between $0.01 and $100,000.00', 1, BUDGET_MAX_CENTS),
    content_type: z._default(
      z.enum(ugcRequestContentTypes, {
        error: `Content type must be one of ${ugcRequestContentTypes.join(', ')}`,
      }),
      'reel',
    ),
    licensing_terms: optionalText('Licensing terms', TERMS_MAX),
    licensing_duration_months: z._default(
      wholeNumber(
        `Licence duration must be a whole number of months from 1 to ${LICENCE_MONTHS_MAX}`,
        1,
        LICENCE_MONTHS_MAX,
      ),
      DEFAULT_LICENCE_MONTHS,
    ),
    duration_seconds: z._default(
      z.nullable(
        wholeNumber(
          `Duration must be a whole number of seconds from 1 to ${DURATION_SECONDS_MAX}`,
          1,
          DURATION_SECONDS_MAX,
        ),
      ),
      null,
    ),
    deadline: z._default(
      z.nullable(
        z
          .string({ error: 'Deadline must be a date (YYYY-MM-DD)' })
          .check(z.refine(isCalendarDate, { message: 'Deadline must be a date (YYYY-MM-DD)' })),
      ),
      null,
    ),
  },
  { error: 'Send the request as a JSON object' },
);

/** Submit Content (spec 5): the content's URL and description required; type and product stored. */
export const submitUgcSchema = z
  .strictObject(
    {
      brand_id: id('brand_id'),
      ugc_request_id: z._default(z.nullable(id('ugc_request_id')), null),
      content_type: z._default(
        z.enum(ugcContentTypes, { error: `Content type must be one of ${ugcContentTypes.join(', ')}` }),
        'video',
      ),
      product_id: z._default(z.nullable(id('product_id')), null),
      // A link to the content where it lives (a TikTok, a reel), or empty when an image is uploaded instead.
      content_url: z.pipe(
        z.optional(
          z.string({ error: 'Please enter the content URL' }).check(
            z.trim(),
            z.maxLength(URL_MAX, `Content URL must be at most ${URL_MAX} characters`),
            z.refine((value) => value === '' || (/^https?:\/\/\S+$/i.test(value) && URL.canParse(value)), {
              message: 'Content URL must be a full URL starting with https://',
            }),
          ),
        ),
        z.transform((value) => value || null),
      ),
      /** Issue 34: an uploaded image (a ready upload of the caller's, purpose ugc); it fills content_url. */
      content_upload_id: z.optional(uploadIdSchema),
      content_description: requiredText('Please enter a description', 'Description', DESCRIPTION_MAX),
    },
    { error: 'Send the submission as a JSON object' },
  )
  .check(
    z.refine((value) => value.content_url !== null || value.content_upload_id !== undefined, {
      message: 'Please enter the content URL',
      path: ['content_url'],
    }),
  );

/** Approve: feedback optional. */
export const approveUgcSchema = z.pipe(
  z.optional(
    z.strictObject(
      { feedback: optionalText('Feedback', FEEDBACK_MAX) },
      { error: 'Send the decision as a JSON object' },
    ),
  ),
  z.transform((value) => value ?? { feedback: null }),
);

/** Reject: the creator is told why. */
export const rejectUgcSchema = z.strictObject(
  { feedback: requiredText('Please enter feedback for the creator', 'Feedback', FEEDBACK_MAX) },
  { error: 'Send the decision as a JSON object' },
);

const cents = z.number().check(z.int());
const nullableText = z.nullable(z.string());

export const contentLicence = z.object({
  id: z.string(),
  submission_id: z.string(),
  ugc_request_id: nullableText,
  brand_id: z.string(),
  creator_id: z.string(),
  licensing_terms: nullableText,
  licensing_duration_months: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The request's budget (the creator's earnings); 0 for unrequested content. */
  payment_cents: cents,
  /** 'billed': in the ledger, paid through the brand's invoice; 'none': nothing to pay. */
  payment_status: z.enum(['billed', 'none']),
  created_at: z.string(),
});

export const ugcRequest = z.object({
  id: z.string(),
  brand_id: z.string(),
  brand_name: z.string(),
  brand_logo_url: nullableText,
  title: z.string(),
  description: z.string(),
  content_type: z.enum(ugcRequestContentTypes),
  budget_cents: cents,
  licensing_terms: nullableText,
  licensing_duration_months: z.number(),
  duration_seconds: z.nullable(z.number()),
  deadline: nullableText,
  status: z.enum(ugcRequestStatuses),
  created_at: z.string(),
  closed_at: nullableText,
});

export const ugcSubmission = z.object({
  id: z.string(),
  brand_id: z.string(),
  brand_name: z.string(),
  ugc_request_id: nullableText,
  request_title: nullableText,
  /** The request's budget (what approval pays); null for unrequested content. */
  budget_cents: z.nullable(cents),
  /** The licence an approval grants: the request's terms when submitted (12 months for unrequested content). */
  licensing_terms: nullableText,
  licensing_duration_months: z.number(),
  creator_id: z.string(),
  creator_username: z.string(),
  content_type: z.enum(ugcContentTypes),
  product_id: nullableText,
  product_name: nullableText,
  content_url: z.string(),
  content_description: z.string(),
  status: z.enum(ugcSubmissionStatuses),
  brand_feedback: nullableText,
  payment_amount_cents: z.nullable(cents),
  submitted_at: z.string(),
  decided_at: nullableText,
  licence: z.nullable(contentLicence),
});

export const listBrandUgcRequests = defineContract({
  method: 'GET',
  path: '/api/brand/ugc-requests',
  auth: 'brand',
  roles: rolesFor.reading,
  summary:
    "UGC Requests: the brand's requests newest first, each with its submissions, and unrequested content",
  responses: {
    200: z.object({
      requests: z.array(z.extend(ugcRequest, { submissions: z.array(ugcSubmission) })),
      unrequested_submissions: z.array(ugcSubmission),
    }),
  },
});

export const createUgcRequest = defineContract({
  method: 'POST',
  path: '/api/brand/ugc-requests',
  auth: 'brand',
  roles: rolesFor.program,
  summary: 'Create Request: a new open UGC request',
  body: createUgcRequestSchema,
  responses: { 201: z.object({ request: ugcRequest }) },
});

export const closeUgcRequest = defineContract({
  method: 'POST',
  path: '/api/brand/ugc-requests/{requestId}/close',
  auth: 'brand',
  roles: rolesFor.program,
  summary: 'Closes an open request: no longer listed to creators, no new submissions',
  params: ugcRequestParams,
  responses: { 200: z.object({ request: ugcRequest }) },
});

export const approveUgcSubmission = defineContract({
  method: 'POST',
  path: '/api/brand/ugc-submissions/{submissionId}/approve',
  auth: 'brand',
  roles: rolesFor.program,
  summary: 'Approves a pending submission: a content licence and, for a request, the payment in the ledger',
  params: ugcSubmissionParams,
  body: approveUgcSchema,
  responses: { 200: z.object({ submission: ugcSubmission }) },
});

export const rejectUgcSubmission = defineContract({
  method: 'POST',
  path: '/api/brand/ugc-submissions/{submissionId}/reject',
  auth: 'brand',
  roles: rolesFor.program,
  summary: 'Rejects a pending submission with feedback',
  params: ugcSubmissionParams,
  body: rejectUgcSchema,
  responses: { 200: z.object({ submission: ugcSubmission }) },
});

export const listOpenUgcRequests = defineContract({
  method: 'GET',
  path: '/api/creator/ugc-requests',
  auth: 'creator',
  managers: true,
  summary: "Explore's Content tab: open UGC requests of every brand, newest first",
  responses: { 200: z.object({ requests: z.array(ugcRequest) }) },
});

export const listBrandOpenUgcRequests = defineContract({
  method: 'GET',
  path: '/api/creator/brands/{brandId}/ugc-requests',
  auth: 'creator',
  managers: true,
  summary: "A brand profile's Content Opportunities: the brand's open requests, newest first",
  params: ugcBrandParams,
  responses: { 200: z.object({ requests: z.array(ugcRequest) }) },
});

export const listMyUgcSubmissions = defineContract({
  method: 'GET',
  path: '/api/creator/ugc-submissions',
  auth: 'creator',
  managers: true,
  summary: "The creator's own submissions, newest first, with their status and feedback",
  responses: { 200: z.object({ submissions: z.array(ugcSubmission) }) },
});

export const submitUgcContent = defineContract({
  method: 'POST',
  path: '/api/creator/ugc-submissions',
  auth: 'creator',
  managers: true,
  summary: 'Submit Content: content for a brand, answering one of its open requests or unrequested',
  body: submitUgcSchema,
  responses: { 201: z.object({ submission: ugcSubmission }) },
});
