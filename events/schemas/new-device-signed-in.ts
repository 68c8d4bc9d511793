import * as z from 'zod/mini';

/**
 * Issue 35: someone signed in to a person's account from a device they had not signed in from before
 * (written with the sign-in's record, functions/identity/sessions/register-session.ts). The person is
 * e-mailed, so a sign-in that was not theirs is seen at once. Not sent for an account's first device.
 */
export const newDeviceSignedInV1 = z.object({
  version: z.literal(1),
  userId: z.string().check(z.minLength(1)),
  sessionId: z.string().check(z.minLength(1)),
  browser: z.string(),
  os: z.string(),
  /** ISO 3166-1 alpha-2 from CloudFront's viewer country, when known. */
  country: z.optional(z.string().check(z.length(2))),
  signedInAt: z.string(),
});

export type NewDeviceSignedInV1 = z.infer<typeof newDeviceSignedInV1>;

export const newDeviceSignedInExample: NewDeviceSignedInV1 = {
  version: 1,
  userId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  sessionId: '0b6f3f0e-8f1e-4f7a-9c55-0d1b6b0c8f10',
  browser: 'Firefox',
  os: 'Windows',
  country: 'DE',
  signedInAt: '2026-11-30T09:12:00.000Z',
};
