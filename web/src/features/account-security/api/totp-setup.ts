import { useMutation } from '@tanstack/react-query';
import { appName } from '../../../../../ui/config/app';
import { loadAuth } from '../../../lib/amplify';

export interface TotpSecret {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  /** The otpauth:// URI the QR code carries. */
  uri: string;
}

/** Cognito's AssociateSoftwareToken (Amplify's setUpTOTP): a new secret for this person's authenticator. */
export const useStartTotpSetup = () =>
  useMutation({
    mutationFn: async (accountName: string): Promise<TotpSecret> => {
      const { setUpTOTP } = await loadAuth();
      const details = await setUpTOTP();
      return { secret: details.sharedSecret, uri: details.getSetupUri(appName, accountName).toString() };
    },
  });

/**
 * The code from the app proves it holds the secret (VerifySoftwareToken), then TOTP becomes the factor
 * Cognito asks for at sign-in (SetUserMFAPreference).
 */
export const useVerifyTotpSetup = () =>
  useMutation({
    mutationFn: async (code: string) => {
      const { verifyTOTPSetup, updateMFAPreference } = await loadAuth();
      await verifyTOTPSetup({ code });
      await updateMFAPreference({ totp: 'PREFERRED' });
    },
  });
