import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { env } from '../../shared/config';
import { roles } from '../../shared/http/caller';
import { log } from '../../shared/log';

/**
 * Cognito pre-sign-up: refuses any role other than brand or creator, and missing names. Cognito shows
 * the thrown message to the client ("PreSignUp failed with error <message>.").
 *
 * On the local cloud (AUTO_CONFIRM_SIGN_UP) the user is confirmed at once, as there is no mailbox;
 * in AWS the flag is never set and Cognito e-mails a verification code.
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  const attributes = event.request.userAttributes;
  const role = attributes['custom:role'];
  if (!role || !(roles as readonly string[]).includes(role)) {
    log.warn('sign-up refused: role', { role, userPoolId: event.userPoolId });
    throw new Error('Role must be brand or creator');
  }
  if (!attributes.given_name?.trim() || !attributes.family_name?.trim()) {
    throw new Error('First name and last name are required');
  }
  if (env.autoConfirmSignUp && event.triggerSource === 'PreSignUp_SignUp') {
    event.response.autoConfirmUser = true;
    event.response.autoVerifyEmail = true;
  }
  return event;
};
