/**
 * Issue 35: a sign-in from a device the person had not signed in from before. The locked security
 * category: always its own e-mail, so a sign-in that was not theirs is seen at once.
 */
import { UTCDate } from '@date-fns/utc';
import { format } from 'date-fns';
import { getProfile } from '../../identity';
import { defineKind } from './kind';
import type { NoticeSources } from './source';

/** "Nov 30, 2026 at 09:12 UTC": the e-mail may be read later, so the time is absolute. */
const when = (iso: string | number | null): string =>
  `${format(new UTCDate(String(iso)), "MMM d, yyyy 'at' HH:mm")} UTC`;

const place = (country: string | number | null): string => {
  if (!country) return '';
  const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(String(country));
  return name ? ` in ${name}` : '';
};

export const securityKinds = {
  new_device_sign_in: defineKind({
    category: 'security',
    email: 'now',
    title: () => 'New sign-in to your account',
    body: (p) =>
      `Your account was signed in to from ${p.browser} on ${p.os}${place(p.country)}, ${when(p.at)}.`,
    details: () => [
      'If this was you, there is nothing to do.',
      'If it was not, open Security, sign that device out and change your password.',
    ],
    action: (p) => ({ label: 'Review your devices', path: String(p.securityPath) }),
    digestLine: (p) => `New sign-in from ${p.browser} on ${p.os}${place(p.country)}`,
    example: {
      browser: 'Firefox',
      os: 'Windows',
      country: 'DE',
      at: '2026-11-30T09:12:00.000Z',
      securityPath: '/brand/account/security',
    },
  }),
} as const;

export const securitySources: NoticeSources = {
  NewDeviceSignedIn: async (d) => {
    const profile = await getProfile(d.userId);
    if (!profile) return [];
    return [
      {
        kind: 'new_device_sign_in',
        userId: d.userId,
        props: {
          browser: d.browser,
          os: d.os,
          country: d.country ?? null,
          at: d.signedInAt,
          securityPath: `/${profile.role}/account/security`,
        },
      },
    ];
  },
};
