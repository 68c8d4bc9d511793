import type { ConfirmWithTotpInput } from '../../../contracts/account-security';
import { createId } from '../../shared/data/ids';
import { DomainError } from '../../shared/errors';
import { replaceRecoveryCodes } from '../entities/second-factor';
import { confirmWithTotp } from './confirm-with-totp';
import { newRecoveryCodes } from './recovery-codes';

const NOT_ON = 'Two-factor sign-in is off: turn it on first, and you get recovery codes with it.';

/** Ten new recovery codes, after the password and a current code; the old ones stop working at once. */
export const regenerateRecoveryCodes = async (
  userId: string,
  input: ConfirmWithTotpInput,
  now = new Date(),
): Promise<string[]> => {
  if ((await confirmWithTotp(userId, input)) === 'off') throw new DomainError('conflict', NOT_ON);
  const { codes, stored } = newRecoveryCodes();
  const replaced = await replaceRecoveryCodes(userId, {
    recoverySet: createId('rc_', now.getTime()),
    recoveryCodes: stored,
    issuedAt: now.toISOString(),
  });
  if (!replaced) throw new DomainError('conflict', NOT_ON);
  return codes;
};
