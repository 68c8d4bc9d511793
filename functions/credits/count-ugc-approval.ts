import { isConditionFailure, tableName } from '../shared/data/client';
import { keys } from '../shared/data/keys';
import { transactWriteWithRetry } from '../shared/data/transactions';

/**
 * Counts one approved submission toward UGC Creator, once: a marker per submission (conditional Put)
 * and the ADD on the balance item in one transaction. Answers whether this call counted it.
 */
export const countUgcApprovalOnce = async (creatorId: string, submissionId: string): Promise<boolean> => {
  try {
    await transactWriteWithRetry([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.creditUgcApproval(creatorId, submissionId),
            type: 'credit-ugc-approval',
            creator_id: creatorId,
            submission_id: submissionId,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: keys.creditBalance(creatorId),
          UpdateExpression:
            'ADD ugc_approved_count :one SET #type = :type, creator_id = :creator, balance = if_not_exists(balance, :zero)',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':type': 'credit-balance',
            ':creator': creatorId,
            ':zero': 0,
          },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};
