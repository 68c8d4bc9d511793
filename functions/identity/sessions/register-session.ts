/**
 * Issue 35: a sign-in registered by the app right after it completes (POST /api/sessions). One
 * transaction: the session (the device listed under Account → Security, and what every later request is
 * checked against), the sign-in's record, the device remembered and, from a device this person has not
 * signed in from before (and not their first), the NewDeviceSignedIn event that e-mails them. Registering
 * the same sign-in again answers the same session and writes nothing.
 */

import { writeTransaction } from '../../shared/data/entity';
import { SESSION_LIFETIME_MS, sessionEntity } from '../../shared/entities/session';
import { AppError } from '../../shared/http/errors';
import { outboxEvent } from '../../shared/outbox/outbox-event';
import {
  DEVICE_RETENTION_MS,
  epochSeconds,
  knownDeviceEntity,
  SIGN_IN_RETENTION_MS,
  sessionService,
} from '../entities/sessions';
import { countryOf, deviceLabel } from './device-label';
import { asSession, type SessionView } from './session-view';

export interface SignInContext {
  userId: string;
  sessionId: string;
  /** The token's auth_time (seconds), when it has one. */
  authTime?: number;
  deviceId: string;
  userAgent?: string;
  countryHeader?: string;
}

const existingSession = async (input: SignInContext) => {
  const { data } = await sessionEntity
    .get({ user_id: input.userId, session_id: input.sessionId })
    .go({ consistent: true });
  if (!data) return undefined;
  if (data.signed_out_at) throw new AppError('unauthorized', 'This device was signed out. Sign in again.');
  return data;
};

export const registerSignIn = async (
  input: SignInContext,
  now = new Date(),
): Promise<{ created: boolean; session: SessionView }> => {
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await existingSession(input);
    if (existing) return { created: false, session: asSession(existing, input.sessionId) };

    const [known, anyDevice] = await Promise.all([
      knownDeviceEntity.get({ user_id: input.userId, device_id: input.deviceId }).go({ consistent: true }),
      knownDeviceEntity.query.primary({ user_id: input.userId }).go({ limit: 1 }),
    ]);
    const newDevice = !known.data;
    // An account's first device is where it was made: telling the person about it would be noise.
    const notify = newDevice && anyDevice.data.length > 0;

    // Cognito's auth_time is in whole seconds: the session ends a refresh-token lifetime after it, while
    // the sign-in is shown (and sorted among others of the same second) at its registration, to the ms.
    const authenticatedMs = input.authTime ? input.authTime * 1000 : now.getTime();
    const signedInAt = now.toISOString();
    const { browser, os } = deviceLabel(input.userAgent);
    const country = countryOf(input.countryHeader);
    const place = country ? { country } : {};
    const session = {
      user_id: input.userId,
      session_id: input.sessionId,
      device_id: input.deviceId,
      browser,
      os,
      ...place,
      signed_in_at: signedInAt,
      last_seen_at: now.toISOString(),
      expiresAt: epochSeconds(authenticatedMs + SESSION_LIFETIME_MS),
    };
    const event = notify
      ? outboxEvent('NewDeviceSignedIn', {
          version: 1,
          userId: input.userId,
          sessionId: input.sessionId,
          browser,
          os,
          ...place,
          signedInAt,
        })
      : undefined;
    const deviceExpiresAt = epochSeconds(now.getTime() + DEVICE_RETENTION_MS);

    const outcome = await writeTransaction(
      sessionService,
      (entities): Record<string, unknown> => ({
        session: entities.session.create(session).commit(),
        signIn: entities.signIn
          .create({
            user_id: input.userId,
            at: signedInAt,
            session_id: input.sessionId,
            browser,
            os,
            ...place,
            success: true,
            new_device: newDevice,
            expiresAt: epochSeconds(now.getTime() + SIGN_IN_RETENTION_MS),
          })
          .commit(),
        device: newDevice
          ? entities.device
              .create({
                user_id: input.userId,
                device_id: input.deviceId,
                first_signed_in_at: signedInAt,
                last_signed_in_at: signedInAt,
                expiresAt: deviceExpiresAt,
              })
              .commit()
          : entities.device
              .patch({ user_id: input.userId, device_id: input.deviceId })
              .set({ last_signed_in_at: signedInAt, expiresAt: deviceExpiresAt })
              .commit(),
        ...(event ? { event: entities.outbox.create(event.item).commit() } : {}),
      }),
    );
    if (outcome.ok) return { created: true, session: asSession(session, input.sessionId) };
    // Refused: the same sign-in registered meanwhile (the next round answers it), or the device was
    // first seen meanwhile by another sign-in (the next round finds it known).
    if (!outcome.refused.length) throw new Error('registerSignIn: the sign-in transaction kept conflicting');
  }
  throw new Error('registerSignIn: the sign-in could not be recorded');
};
