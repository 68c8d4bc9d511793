import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import type { Role } from '../../shared/http/caller';
import { createProfile } from '../create-profile';

/** Cognito post-confirmation: the confirmed user gets a profile and the role's group. */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  // A forgotten-password confirmation also fires this trigger; only sign-up creates an account.
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  await createProfile({
    userPoolId: event.userPoolId,
    userName: event.userName,
    userId: attributes.sub ?? event.userName,
    // The pre-sign-up trigger already refused any other value.
    role: attributes['custom:role'] as Role,
    firstName: attributes.given_name ?? '',
    lastName: attributes.family_name ?? '',
    email: attributes.email ?? '',
  });
  return event;
};
