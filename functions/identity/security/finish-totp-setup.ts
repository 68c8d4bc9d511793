import { createId } from '../../shared/data/ids';
import { DomainError } from '../../shared/errors';
import { enrolSecondFactor } from '../entities/second-factor';
import { newRecoveryCodes } from './recovery-codes';
import { totpOnInCognito } from './user-pool';

/**
 * The last step of turning TOTP on: the app has verified the authenticator with Cognito and made TOTP the
 * preferred factor; Cognito confirms it is on, and ten recovery codes are issued, returned this once.
 * Refused while TOTP is already on here (new codes need a current code: regenerateRecoveryCodes).
 */
export const finishTotpSetup = async (userId: string, now = new Date()): Promise<string[]> => {
  if (!(await totpOnInCognito(userId)))
    throw new DomainError(
      'conflict',
      'Two-factor sign-in is not on yet: enter the code your authenticator app shows to turn it on.',
    );
  const { codes, stored } = newRecoveryCodes();
  const enrolled = await enrolSecondFactor({
    userId,
    totpEnabledAt: now.toISOString(),
    recoverySet: createId('rc_', now.getTime()),
    recoveryCodes: stored,
  });
  if (!enrolled)
    throw new DomainError(
      'conflict',
      'Two-factor sign-in is on already. To get new recovery codes, choose New recovery codes.',
    );
  return codes;
};
