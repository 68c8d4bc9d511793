import { DomainError } from '../shared/errors';
import { type Creator, getCreator } from './entities/creator';

/**
 * The caller's creator profile, which partnership actions need (spec 8: 'Complete Your Profile: Please
 * complete your influencer profile first' when it is missing).
 */
export const requireOnboardedCreator = async (creatorId: string): Promise<Creator> => {
  const creator = await getCreator(creatorId);
  if (!creator?.onboarding_completed) {
    throw new DomainError('forbidden', 'Please complete your influencer profile first');
  }
  return creator;
};
