import { isConditionFailure, tableName } from '../../shared/data/client';
import { keys } from '../../shared/data/keys';
import { writeWithinLimit } from '../../shared/data/rate-limit';
import { AppError } from '../../shared/http/errors';

/** sample_requests (spec 3): a creator asks the brand for a sample of one product, once. */
export interface SampleRequest {
  brand_id: string;
  product_id: string;
  creator_id: string;
  creator_username: string;
  message: string | null;
  status: 'pending';
  created_at: string;
}

export const ALREADY_REQUESTED = 'You already requested a sample of this product';

/**
 * One request per creator and product: a conditional write, so two clicks at once leave one request.
 * Counted against the creator's hourly limit in the same transaction (429 beyond it; a 409 counts nothing).
 */
export const createSampleRequestOnce = async (
  input: Pick<SampleRequest, 'brand_id' | 'product_id' | 'creator_id' | 'creator_username' | 'message'>,
): Promise<SampleRequest> => {
  const request: SampleRequest = { ...input, status: 'pending', created_at: new Date().toISOString() };
  try {
    await writeWithinLimit('sampleRequest', input.creator_id, [
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.sampleRequest(input.brand_id, input.creator_id, input.product_id),
            type: 'sample-request',
            ...request,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
    return request;
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('conflict', ALREADY_REQUESTED);
    throw error;
  }
};
