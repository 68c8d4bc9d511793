import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { type Role, roles } from '../../shared/http/caller';
import { createProfile } from '../create-profile';

/** Cognito post-confirmation: the confirmed user gets a profile and the role's group. */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  // A forgotten-password confirmation also fires this trigger; only sign-up creates an account.
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const role = attributes['custom:role'];
  // The pre-sign-up trigger refused any other value; checked again because this trigger adds the user to
  // the group it names: only a role group, never `operator` (issue 36: the CLI's alone) or another.
  if (!(roles as readonly (string | undefined)[]).includes(role))
    throw new Error('Role must be brand or creator');
  await createProfile({
    userPoolId: event.userPoolId,
    userName: event.userName,
    userId: attributes.sub ?? event.userName,
    role: role as Role,
    firstName: attributes.given_name ?? '',
    lastName: attributes.family_name ?? '',
    email: attributes.email ?? '',
  });
  return event;
};
