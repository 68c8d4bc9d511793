import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ConfirmWithTotpInput,
  finishTotpSetup,
  getSecurityState,
  regenerateRecoveryCodes,
  turnOffTotp,
} from '../../../../../contracts/account-security';
import { callApi } from '../../../lib/api-client';

export const securityQueryKey = ['account-security'] as const;

/** `GET /api/me/security`: whether two-factor sign-in is on, since when, recovery codes left. */
export const useSecurityState = () =>
  useQuery({ queryKey: securityQueryKey, queryFn: () => callApi(getSecurityState) });

/** `POST /api/me/security/totp`: after Cognito has the authenticator, the ten recovery codes (shown once). */
export const useFinishTotpSetup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callApi(finishTotpSetup)).recovery_codes,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityQueryKey }),
  });
};

/** `POST /api/me/security/recovery-codes`: ten new codes, the old ones void. */
export const useRegenerateRecoveryCodes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ConfirmWithTotpInput) =>
      (await callApi(regenerateRecoveryCodes, { body })).recovery_codes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQueryKey }),
  });
};

/** `POST /api/me/security/totp/turn-off`. */
export const useTurnOffTotp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmWithTotpInput) => callApi(turnOffTotp, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQueryKey }),
  });
};
