import { DomainError } from '../../shared/errors';
import { totpOnInCognito } from './user-pool';

/**
 * Issue 35: the gate of money and key actions (paying invoices, payout and payment details, API keys) for
 * the roles that must sign in with two factors. Asks Cognito, whose record decides sign-ins, so TOTP
 * turned off by any way counts as off. `action` completes "before you can …": 'pay invoices'.
 * The calling function needs FunctionAccess `userPool: 'mfaState'` (or 'secondFactor').
 */
export const requireSecondFactor = async (userId: string, action: string): Promise<void> => {
  if (await totpOnInCognito(userId)) return;
  throw new DomainError(
    'forbidden',
    `Set up two-factor sign-in under Account → Security before you can ${action}.`,
  );
};
