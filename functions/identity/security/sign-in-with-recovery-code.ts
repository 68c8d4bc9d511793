import type { RecoverySignInInput } from '../../../contracts/account-security';
import { writeWithinLimit } from '../../shared/data/rate-limit';
import { DomainError } from '../../shared/errors';
import { getSecondFactor, spendRecoveryCode } from '../entities/second-factor';
import { matchRecoveryCode } from './recovery-codes';
import { checkPassword, turnTotpOffInCognito } from './user-pool';

const WRONG_SIGN_IN = 'That e-mail address and password do not match an account.';
const NOT_A_CODE = 'That is not one of your recovery codes.';
const USED_CODE = 'That recovery code has been used already: each code works once. Try another one.';
const NOT_ON = 'Two-factor sign-in is not on for this account: sign in with your password alone.';

const refuse = (field: 'password' | 'recovery_code', message: string): never => {
  throw new DomainError('validation_failed', message, { [field]: message });
};

/**
 * Signing in without the authenticator (issue 35): the password, checked by Cognito, and one unused
 * recovery code, used up in the same conditional write that records TOTP as off, so a code works once
 * even from two tabs at once. Then Cognito turns TOTP off for the person: the app signs in with the
 * password alone and asks them to set two-factor sign-in up again. A refused attempt writes nothing but
 * its count (5 an hour per person, once the password is right).
 */
export const signInWithRecoveryCode = async (input: RecoverySignInInput, now = new Date()): Promise<void> => {
  const check = await checkPassword(input.email.trim(), input.password);
  if (check.outcome === 'wrong') return refuse('password', WRONG_SIGN_IN);
  if (check.outcome === 'noTotp') return refuse('recovery_code', NOT_ON);
  await writeWithinLimit('recoveryCodeSignIn', check.userId, []);
  const item = await getSecondFactor(check.userId);
  const index = item ? matchRecoveryCode(item.recoveryCodes, input.recovery_code) : undefined;
  if (!item || index === undefined) return refuse('recovery_code', NOT_A_CODE);
  if (item.recoveryCodes[index]?.used_at) return refuse('recovery_code', USED_CODE);
  if (!(await spendRecoveryCode(check.userId, item.recoverySet, index, now.toISOString())))
    return refuse('recovery_code', USED_CODE);
  await turnTotpOffInCognito(check.userId);
};
