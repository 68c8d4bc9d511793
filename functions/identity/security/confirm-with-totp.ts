import type { ConfirmWithTotpInput } from '../../../contracts/account-security';
import { writeWithinLimit } from '../../shared/data/rate-limit';
import { DomainError } from '../../shared/errors';
import { checkPassword, checkTotpCode } from './user-pool';

export const WRONG_PASSWORD = 'That password is not right.';
export const WRONG_TOTP_CODE = 'That code is not right: enter the code your authenticator app shows now.';

/**
 * The caller proves it is them, and that their authenticator is at hand, before a change to their second
 * factor: their password and a current TOTP code, both checked by Cognito (the server never holds the
 * TOTP secret). Counted per person (rate-limit.ts): 10 an hour. Refusals name the field at fault.
 */
export const confirmWithTotp = async (userId: string, input: ConfirmWithTotpInput): Promise<'on' | 'off'> => {
  await writeWithinLimit('secondFactorCheck', userId, []);
  const check = await checkPassword(userId, input.password);
  if (check.outcome === 'wrong')
    throw new DomainError('validation_failed', WRONG_PASSWORD, { password: WRONG_PASSWORD });
  if (check.outcome === 'noTotp') return 'off';
  if (!(await checkTotpCode(check, input.code.trim())))
    throw new DomainError('validation_failed', WRONG_TOTP_CODE, { code: WRONG_TOTP_CODE });
  return 'on';
};
