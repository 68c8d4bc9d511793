import type { SecurityState } from '../../../contracts/account-security';
import { getSecondFactor } from '../entities/second-factor';
import { totpOnInCognito } from './user-pool';

/**
 * Account → Security's two-factor card: on or off as Cognito has it (it decides sign-ins), and from the
 * SECURITY item when it was turned on here and how many recovery codes are unused.
 */
export const getSecurityState = async (userId: string): Promise<SecurityState> => {
  const [enabled, item] = await Promise.all([totpOnInCognito(userId), getSecondFactor(userId)]);
  const enrolled = enabled && item?.totpEnabledAt ? item : undefined;
  return {
    totp: {
      enabled,
      enabled_at: enrolled?.totpEnabledAt ?? null,
      recovery_codes_left: enrolled ? enrolled.recoveryCodes.filter((code) => !code.used_at).length : 0,
    },
  };
};
