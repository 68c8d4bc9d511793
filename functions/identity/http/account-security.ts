import * as contracts from '../../../contracts/account-security';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { finishTotpSetup } from '../security/finish-totp-setup';
import { getSecurityState } from '../security/get-security-state';
import { regenerateRecoveryCodes } from '../security/regenerate-recovery-codes';
import { signInWithRecoveryCode } from '../security/sign-in-with-recovery-code';
import { turnOffTotp } from '../security/turn-off-totp';

/** Account → Security (issue 35): two-factor sign-in, and the recovery-code sign-in beside the login. */
export const handler = createFeatureHandler({
  'GET /api/me/security': defineRoute(contracts.getSecurityState, async ({ caller }) => ({
    body: await getSecurityState(caller.userId),
  })),
  'POST /api/me/security/totp': defineRoute(contracts.finishTotpSetup, async ({ caller }) => ({
    status: 201,
    body: { recovery_codes: await finishTotpSetup(caller.userId) },
  })),
  'POST /api/me/security/recovery-codes': defineRoute(
    contracts.regenerateRecoveryCodes,
    async ({ caller, body }) => ({
      status: 201,
      body: { recovery_codes: await regenerateRecoveryCodes(caller.userId, body) },
    }),
  ),
  'POST /api/me/security/totp/turn-off': defineRoute(contracts.turnOffTotp, async ({ caller, body }) => {
    await turnOffTotp(caller.userId, body);
    return { status: 204 };
  }),
  'POST /api/auth/recovery-code': defineRoute(contracts.signInWithRecoveryCode, async ({ body }) => {
    await signInWithRecoveryCode(body);
    return { status: 204 };
  }),
});
