/**
 * Sessions (issue 35, part 5): the devices a person is signed in on, under Account → Security. A session
 * is one Cognito sign-in: the refresh-token family its tokens name in `origin_jti`. The app registers it
 * once, right after signing in (which records the sign-in and, from a device not seen before, e-mails the
 * person); every later request is checked against it, so a device signed out here is refused at its next
 * request, not when its token expires.
 */
import * as z from 'zod/mini';
import { defineContract, noBody } from './http';

/** A session's id is its Cognito `origin_jti` (a UUID); the device id is the app's own random id. */
const idPattern = /^[A-Za-z0-9_-]+$/;

export const sessionParams = z.object({
  sessionId: z
    .string()
    .check(
      z.minLength(1, 'Session id is required'),
      z.maxLength(64, 'Session id is too long'),
      z.regex(idPattern, 'Session id is not valid'),
    ),
});

export const registerSessionBody = z.object({
  /**
   * The app's random id for this browser (kept in its storage, never sent elsewhere): a sign-in from an
   * id this person has not signed in from before is a new device, and they are e-mailed.
   */
  device_id: z
    .string()
    .check(
      z.minLength(16, 'Device id is too short'),
      z.maxLength(64, 'Device id is too long'),
      z.regex(idPattern, 'Device id is not valid'),
    ),
});

/** What a device is shown as: read from its user agent, and the country CloudFront saw its IP in. */
const device = {
  browser: z.string(),
  os: z.string(),
  /** ISO 3166-1 alpha-2, when known (CloudFront's viewer country; none locally). */
  country: z.nullable(z.string()),
};

export const sessionShape = z.object({
  id: z.string(),
  ...device,
  signed_in_at: z.string(),
  last_seen_at: z.string(),
  /** The session this request is made with. */
  current: z.boolean(),
});

export const signInShape = z.object({
  at: z.string(),
  ...device,
  /** False for a sign-in the account refused (none recorded yet: see docs/architecture.md, sessions). */
  success: z.boolean(),
  /** The first sign-in from this device. */
  new_device: z.boolean(),
});

export const registerSession = defineContract({
  method: 'POST',
  path: '/api/sessions',
  auth: 'any',
  summary:
    "Registers the caller's sign-in (once per sign-in; again answers the same): the device is listed, the sign-in recorded, and a new device e-mailed about",
  body: registerSessionBody,
  responses: { 201: sessionShape, 200: sessionShape },
});

export const listSessions = defineContract({
  method: 'GET',
  path: '/api/sessions',
  auth: 'any',
  summary: "The caller's signed-in devices (the current one first) and their recent sign-ins, newest first",
  responses: {
    200: z.object({ sessions: z.array(sessionShape), sign_ins: z.array(signInShape) }),
  },
});

export const signOutSession = defineContract({
  method: 'DELETE',
  path: '/api/sessions/{sessionId}',
  auth: 'any',
  summary: 'Signs one of the caller’s devices out: its next request is refused (401)',
  params: sessionParams,
  responses: { 204: noBody },
});

export const signOutOtherSessions = defineContract({
  method: 'POST',
  path: '/api/sessions/sign-out-others',
  auth: 'any',
  summary: 'Signs every device out but the one making this request',
  responses: { 200: z.object({ signed_out: z.number() }) },
});

/** How many recent sign-ins the Security screen lists. */
export const RECENT_SIGN_INS = 20;
