import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { UgcContentType } from '../../../contracts/ugc';
import { db, isConditionFailure, queryAll, tableName } from '../../shared/data/client';
import { indexKeys, keys, prefixes } from '../../shared/data/keys';
import { transactWriteWithRetry } from '../../shared/data/transactions';
import { AppError } from '../../shared/http/errors';
import type { TransactItem } from '../../shared/outbox/outbox-event';
import type { ContentLicence } from './content-licence';

export type UgcSubmissionStatus = 'pending' | 'approved' | 'rejected';

/**
 * ugc_submissions (spec 3): under the brand that decides it (BRAND#{id} / UGCSUB#{submissionId}), so a
 * brand can only ever address its own; the creator lists theirs through byOwner (CREATOR#{id}#UGC,
 * newest first). The request's title, budget and licence terms, the brand's and product's names and the
 * creator's username are copied in at submission: the lists are one Query each, and the terms approved
 * are the ones the creator submitted under.
 */
export interface UgcSubmission {
  id: string;
  brand_id: string;
  brand_name: string;
  ugc_request_id: string | null;
  request_title: string | null;
  budget_cents: number | null;
  licensing_terms: string | null;
  licensing_duration_months: number;
  creator_id: string;
  creator_username: string;
  content_type: UgcContentType;
  product_id: string | null;
  product_name: string | null;
  content_url: string;
  content_description: string;
  status: UgcSubmissionStatus;
  brand_feedback: string | null;
  payment_amount_cents: number | null;
  submitted_at: string;
  decided_at: string | null;
  licence: ContentLicence | null;
}

interface UgcSubmissionItem extends UgcSubmission {
  pk: string;
  sk: string;
  type: 'ugc-submission';
  gsi1pk: string;
  gsi1sk: string;
}

const toSubmission = ({
  pk: _p,
  sk: _s,
  type: _t,
  gsi1pk: _g,
  gsi1sk: _h,
  ...submission
}: UgcSubmissionItem): UgcSubmission => submission;

/** The submission's Put, to join a transaction (with the request's open check when it answers one). */
export const putSubmission = (submission: UgcSubmission): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...keys.ugcSubmission(submission.brand_id, submission.id),
      type: 'ugc-submission',
      gsi1pk: indexKeys.creatorUgcSubmissions(submission.creator_id),
      gsi1sk: `${submission.submitted_at}#${submission.id}`,
      ...submission,
    } satisfies UgcSubmissionItem,
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

export const getSubmission = async (
  brandId: string,
  submissionId: string,
  consistent = false,
): Promise<UgcSubmission | undefined> => {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.ugcSubmission(brandId, submissionId),
      ConsistentRead: consistent,
    }),
  );
  return Item ? toSubmission(Item as UgcSubmissionItem) : undefined;
};

/**
 * pending → approved | rejected, guarded: the condition admits only a pending submission, so deciding
 * twice (or two decisions at once) lets exactly one through and the other is a 409. `writes` (the
 * licence, the ledger's payment, the outbox event) are in the same transaction: all or nothing.
 */
export const decideSubmission = async (input: {
  brandId: string;
  submissionId: string;
  decision: 'approved' | 'rejected';
  feedback: string | null;
  at: Date;
  paymentCents: number | null;
  licence: ContentLicence | null;
  writes: readonly TransactItem[];
}): Promise<UgcSubmission> => {
  const { brandId, submissionId, decision } = input;
  try {
    await transactWriteWithRetry([
      {
        Update: {
          TableName: tableName(),
          Key: keys.ugcSubmission(brandId, submissionId),
          UpdateExpression:
            'SET #status = :decision, brand_feedback = :feedback, decided_at = :at, payment_amount_cents = :payment, licence = :licence',
          ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':decision': decision,
            ':feedback': input.feedback,
            ':at': input.at.toISOString(),
            ':payment': input.paymentCents,
            ':licence': input.licence,
            ':pending': 'pending',
          },
        },
      },
      ...input.writes,
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await getSubmission(brandId, submissionId, true);
    if (!current) throw new AppError('not_found', 'Submission not found');
    throw new AppError('conflict', `This submission was already ${current.status}.`);
  }
  return (await getSubmission(brandId, submissionId, true)) as UgcSubmission;
};

/** The brand's submissions, newest first (one Query, all pages: the brand's own items only). */
export const listSubmissionsOfBrand = async (brandId: string): Promise<UgcSubmission[]> =>
  (
    await queryAll<UgcSubmissionItem>({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.brand(brandId).pk, ':prefix': prefixes.ugcSubmission },
      ScanIndexForward: false,
    })
  ).map(toSubmission);

/** How many of a creator's own submissions the list shows (newest first). */
export const MY_SUBMISSIONS_LIMIT = 100;

/** The creator's own submissions, newest first (one Query on byOwner). */
export const listSubmissionsOfCreator = async (creatorId: string): Promise<UgcSubmission[]> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'byOwner',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': indexKeys.creatorUgcSubmissions(creatorId) },
      ScanIndexForward: false,
      Limit: MY_SUBMISSIONS_LIMIT,
    }),
  );
  return (Items as UgcSubmissionItem[]).map(toSubmission);
};
