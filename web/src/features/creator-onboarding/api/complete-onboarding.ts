import { completeCreatorOnboarding } from '../../../../../contracts/creator-workspace';
import { callApi } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';
import { useCompleteOnboardingMutation } from '../../../lib/use-complete-onboarding';

/** `POST /api/creator/onboarding/complete`: on the creator record and the profile together. */
export const completeOnboarding = async () => (await callApi(completeCreatorOnboarding)).creator;

export const useCompleteOnboarding = () =>
  useCompleteOnboardingMutation(completeOnboarding, creatorQueryRoot);
