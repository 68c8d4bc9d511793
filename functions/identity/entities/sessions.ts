/**
 * Issue 35: a person's sessions, sign-ins and known devices, all under their USER#{id} partition (the
 * Security screen is two Queries of it; the per-request check one GetItem).
 *
 * | item                                        | what                                   | kept until            |
 * | ------------------------------------------- | -------------------------------------- | --------------------- |
 * | USER#{id} / SESSION#{origin_jti}             | one signed-in device (a token family)  | its refresh token ends |
 * | USER#{id} / SIGNIN#{at}#{origin_jti}         | one sign-in, for "Recent sign-ins"      | 90 days               |
 * | USER#{id} / DEVICE#{device_id}               | a device this person has signed in on   | a year after its last |
 */
import { defineEntity, defineService, SERVICE, tableKey } from '../../shared/data/entity';
import { sessionEntity } from '../../shared/entities/session';
import { outboxEntity } from '../../shared/outbox/outbox-event';

export const SIGN_IN_RETENTION_MS = 90 * 24 * 3_600_000;
export const DEVICE_RETENTION_MS = 365 * 24 * 3_600_000;

const device = {
  browser: { type: 'string', required: true },
  os: { type: 'string', required: true },
  /** ISO country code from CloudFront's viewer country; absent when unknown (locally). */
  country: { type: 'string' },
} as const;

export const signInEntity = defineEntity({
  model: { entity: 'sign-in', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true },
    at: { type: 'string', required: true },
    session_id: { type: 'string', required: true },
    ...device,
    success: { type: 'boolean', required: true },
    new_device: { type: 'boolean', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'USER#${user_id}'), sk: tableKey('sk', 'SIGNIN#${at}#${session_id}') },
  },
});

export const knownDeviceEntity = defineEntity({
  model: { entity: 'known-device', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true },
    device_id: { type: 'string', required: true },
    first_signed_in_at: { type: 'string', required: true },
    last_signed_in_at: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'USER#${user_id}'), sk: tableKey('sk', 'DEVICE#${device_id}') },
  },
});

/** A sign-in's items, written together (with the new-device event). */
export const sessionService = defineService({
  session: sessionEntity,
  signIn: signInEntity,
  device: knownDeviceEntity,
  outbox: outboxEntity,
});

export const epochSeconds = (ms: number): number => Math.floor(ms / 1000);
