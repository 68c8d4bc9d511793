import { defineService } from '../../shared/data/entity';
import { creditBalanceEntity, creditEntryEntity } from './credit-ledger';
import { creditMilestoneEntity } from './credit-milestone';
import { creditUgcApprovalEntity } from './credit-ugc-approval';
import { sampleOrderEntity } from './sample-order';
import { productSampleEntity } from './sample-store';

/** The credits module's entities that change together (writeTransaction). */
export const creditsService = defineService({
  balance: creditBalanceEntity,
  entry: creditEntryEntity,
  milestone: creditMilestoneEntity,
  ugcApproval: creditUgcApprovalEntity,
  sampleOrder: sampleOrderEntity,
  product: productSampleEntity,
});
