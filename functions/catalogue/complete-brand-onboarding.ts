import type { PaymentPartner } from '../../contracts/constants';
import { profileOnboardedOperation } from '../identity';
import { writeTransaction } from '../shared/data/entity';
import type { Brand } from './brand-view';
import { catalogueService } from './entities/catalogue-service';

/**
 * 'Go to Dashboard': onboarding completed on the brand and on the user's profile, both or neither
 * (one transaction), with the chosen payment partner. The profile is the identity module's item: its
 * operation joins the transaction.
 */
export const completeBrandOnboarding = async (
  owner: Pick<Brand, 'id' | 'user_id'>,
  paymentPartner: PaymentPartner,
): Promise<void> => {
  const outcome = await writeTransaction(catalogueService(), (entities) => ({
    brand: entities.brand
      .patch({ id: owner.id })
      .set({
        onboarding_completed: true,
        payment_partner: paymentPartner,
        updated_at: new Date().toISOString(),
      })
      .commit(),
    profile: profileOnboardedOperation(owner.user_id),
  }));
  if (!outcome.ok) throw new Error(`onboarding of ${owner.id}: refused (${outcome.refused.join(', ')})`);
};
