import { defineEntity, SERVICE } from '../../shared/data/entity';

/**
 * An approved UGC submission counted once toward the UGC Creator milestone: CREATOR#{id} /
 * UGCCREDIT#{submissionId}, created in the transaction that adds one to the balance item's count.
 */
export const creditUgcApprovalEntity = defineEntity({
  model: { entity: 'credit-ugc-approval', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    submission_id: { type: 'string', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['creator_id'], template: 'CREATOR#${creator_id}', casing: 'none' },
      sk: {
        field: 'sk',
        composite: ['submission_id'],
        template: 'UGCCREDIT#${submission_id}',
        casing: 'none',
      },
    },
  },
});
