/**
 * Account → Security (issue 35): two-factor sign-in with an authenticator app (TOTP, through Cognito) and
 * ten one-time recovery codes. The app associates and verifies the authenticator with Cognito itself
 * (Amplify's setUpTOTP, verifyTOTPSetup, updateMFAPreference); these routes confirm with Cognito that it
 * is on, keep the recovery codes (hashed), turn it off, and sign in with a recovery code.
 */
import * as z from 'zod/mini';
import { defineContract, noBody } from './http';

export const RECOVERY_CODE_COUNT = 10;

export const totpCodeField = z
  .string({ error: 'Enter the 6-digit code from your authenticator app' })
  .check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

const passwordField = z
  .string({ error: 'Enter your password' })
  .check(z.minLength(1, 'Enter your password'), z.maxLength(256, 'Password is too long'));

export const securityState = z.object({
  totp: z.object({
    enabled: z.boolean(),
    enabled_at: z.nullable(z.string()),
    /** Unused codes of the current set (0 while TOTP is off). */
    recovery_codes_left: z.number(),
  }),
});
export type SecurityState = z.infer<typeof securityState>;

export const recoveryCodes = z.object({ recovery_codes: z.array(z.string()) });

/** A current code from the authenticator app, with the password: what turning TOTP off or new codes need. */
export const confirmWithTotpSchema = z.strictObject({ password: passwordField, code: totpCodeField });
export type ConfirmWithTotpInput = z.input<typeof confirmWithTotpSchema>;

export const recoverySignInSchema = z.strictObject({
  email: z
    .string({ error: 'Enter your e-mail address' })
    .check(z.trim(), z.minLength(1, 'Enter your e-mail address'), z.maxLength(320, 'E-mail is too long')),
  password: passwordField,
  recovery_code: z
    .string({ error: 'Enter one of your recovery codes' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter one of your recovery codes'),
      z.maxLength(40, 'That is not a recovery code'),
    ),
});
export type RecoverySignInInput = z.input<typeof recoverySignInSchema>;

export const getSecurityState = defineContract({
  method: 'GET',
  path: '/api/me/security',
  auth: 'any',
  summary:
    "The caller's two-factor sign-in: whether it is on, since when, and how many recovery codes are left",
  responses: { 200: securityState },
});

export const finishTotpSetup = defineContract({
  method: 'POST',
  path: '/api/me/security/totp',
  auth: 'any',
  summary:
    'After the app verified the authenticator with Cognito and made TOTP the preferred factor: checks with Cognito that it is on and issues ten recovery codes, shown this once',
  responses: { 201: recoveryCodes },
});

export const regenerateRecoveryCodes = defineContract({
  method: 'POST',
  path: '/api/me/security/recovery-codes',
  auth: 'any',
  summary: 'Ten new recovery codes in place of the current ones (password and a current code required)',
  body: confirmWithTotpSchema,
  responses: { 201: recoveryCodes },
});

export const turnOffTotp = defineContract({
  method: 'POST',
  path: '/api/me/security/totp/turn-off',
  auth: 'any',
  summary:
    'Turns two-factor sign-in off (password and a current code required); the recovery codes go with it',
  body: confirmWithTotpSchema,
  responses: { 204: noBody },
});

export const signInWithRecoveryCode = defineContract({
  method: 'POST',
  path: '/api/auth/recovery-code',
  auth: 'public',
  summary:
    'For a person without their authenticator: the password and one unused recovery code turn two-factor sign-in off, so the password alone signs in (and the app asks to set it up again)',
  body: recoverySignInSchema,
  responses: { 204: noBody },
});
