import type { ConfirmWithTotpInput } from '../../../contracts/account-security';
import { removeSecondFactor } from '../entities/second-factor';
import { confirmWithTotp } from './confirm-with-totp';
import { turnTotpOffInCognito } from './user-pool';

/**
 * Turns two-factor sign-in off after the password and a current code: Cognito first (from then on the
 * password alone signs in), then the recovery codes go. Already off: nothing to do.
 */
export const turnOffTotp = async (userId: string, input: ConfirmWithTotpInput): Promise<void> => {
  if ((await confirmWithTotp(userId, input)) === 'on') await turnTotpOffInCognito(userId);
  await removeSecondFactor(userId);
};
