import { defineService } from '../../shared/data/entity';
import { outboxEntity } from '../../shared/outbox/outbox-event';
import { applicationEntity } from './application';
import { discountCodeClaimEntity, discountCodeEntity } from './discount-code';

/** The partnership items that change together (writeTransaction), with the outbox. */
export const partnershipsService = defineService({
  application: applicationEntity,
  discountCode: discountCodeEntity,
  discountCodeClaim: discountCodeClaimEntity,
  outbox: outboxEntity,
});
