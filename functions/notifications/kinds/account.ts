/**
 * Issue 35, Your data: a person's data export is ready. An account message (the locked money-and-account
 * category: always its own e-mail), carrying the download link, which expires.
 */
import { UTCDate } from '@date-fns/utc';
import { format } from 'date-fns';
import { defineKind } from './kind';
import type { NoticeSources } from './source';

const when = (iso: string | number | null): string =>
  format(new UTCDate(String(iso)), "MMM d, yyyy 'at' HH:mm 'UTC'");

export const accountKinds = {
  data_export_ready: defineKind({
    category: 'money',
    email: 'now',
    title: () => 'Your data is ready to download',
    body: (p) =>
      `We gathered what we hold about you into one ZIP file (${Math.max(1, Math.round(Number(p.sizeBytes) / 1024))} KB of JSON and CSV files).`,
    details: (p) => [
      `Download it here: ${p.url}`,
      `The link works until ${when(p.linkExpiresAt)}. After that, ask for your data again under Account → Your data.`,
    ],
    action: (p) => ({
      label: 'Open Your data',
      path: `${p.role === 'brand' ? '/brand/account' : '/creator/account'}#your-data`,
    }),
    digestLine: () => 'Your data is ready to download',
    example: {
      url: 'https://exports.example.com/exports/u/dx_1.zip?X-Amz-Expires=604800',
      linkExpiresAt: '2026-12-07T10:00:00.000Z',
      sizeBytes: 48213,
      role: 'creator',
    },
  }),
} as const;

export const accountSources: NoticeSources = {
  DataExportReady: async (d) => [
    {
      kind: 'data_export_ready',
      userId: d.userId,
      props: { url: d.url, linkExpiresAt: d.linkExpiresAt, sizeBytes: d.sizeBytes, role: d.role },
    },
  ],
};
