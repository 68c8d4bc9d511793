/** Issue 35: how a device is named from its User-Agent, and the per-request verdict on a session item. */
import { describe, expect, it } from 'vitest';
import { contractKey } from '../../../../contracts/http';
import { registerSession } from '../../../../contracts/sessions';
import { judgeSession, LAST_SEEN_EVERY_MS, REGISTER_ROUTE } from '../../../shared/http/session-check';
import { countryOf, deviceLabel } from '../../sessions/device-label';

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    ['Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0', 'Firefox', 'Android'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/143.0.0.0 Safari/537.36',
      'Chrome',
      'Linux',
    ],
    ['curl/8.5.0', 'Unknown browser', 'unknown system'],
  ])('%s → %s on %s', (agent, browser, os) => {
    expect(deviceLabel(agent)).toEqual({ browser, os });
  });

  it('takes a country only as CloudFront writes it (two capitals, not XX)', () => {
    expect(countryOf('DE')).toBe('DE');
    expect(countryOf('XX')).toBeUndefined();
    expect(countryOf('de')).toBeUndefined();
    expect(countryOf('Germany')).toBeUndefined();
    expect(countryOf(undefined)).toBeUndefined();
  });
});

describe('judgeSession', () => {
  const now = new Date('2026-11-30T12:00:00.000Z');
  const seconds = (ms: number) => Math.floor(ms / 1000);
  const active = {
    last_seen_at: new Date(now.getTime() - 60_000).toISOString(),
    expiresAt: seconds(now.getTime() + 3_600_000),
  };

  it('refuses a session never registered, one signed out and one past its lifetime', () => {
    expect(judgeSession(undefined, now)).toEqual({ allowed: false, reason: 'unregistered' });
    expect(judgeSession({ ...active, signed_out_at: now.toISOString() }, now)).toEqual({
      allowed: false,
      reason: 'signed_out',
    });
    expect(judgeSession({ ...active, expiresAt: seconds(now.getTime()) }, now)).toEqual({
      allowed: false,
      reason: 'expired',
    });
  });

  it('allows an active session, asking for last seen only once it is older than the interval', () => {
    expect(judgeSession(active, now)).toEqual({ allowed: true, lastSeenStale: false });
    const old = new Date(now.getTime() - LAST_SEEN_EVERY_MS - 1).toISOString();
    expect(judgeSession({ ...active, last_seen_at: old }, now)).toEqual({
      allowed: true,
      lastSeenStale: true,
    });
  });
});

it('the route an unregistered session may call is the registration contract', () => {
  expect(REGISTER_ROUTE).toBe(contractKey(registerSession));
});
