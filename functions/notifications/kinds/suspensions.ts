/**
 * Issue 36 part 4: a creator suspended for cause, and the end of it. In the locked money-and-account
 * category (always its own e-mail): it says why, what happens to their money, and how to appeal.
 */
import { defineKind } from './kind';
import type { Notice, NoticeSources } from './source';

const where = (p: { brandName: string | number | null }) =>
  p.brandName ? `from ${p.brandName}'s program` : 'on the marketplace';

const appeal = { label: 'Read and appeal', path: '/creator/appeal' };

export const suspensionKinds = {
  account_suspended: defineKind({
    category: 'money',
    email: 'now',
    title: (p) => `Your account is suspended ${where(p)}`,
    body: (p) => `Reason: ${p.reason}`,
    details: (p) => [
      `While the suspension lasts your links still send shoppers to the store, but new orders${p.brandName ? ` with ${p.brandName}` : ''} earn no commission — not even if the suspension is lifted later.`,
      `Your pending and payable money${p.brandName ? ` with ${p.brandName}` : ''} is frozen, not taken: payouts skip it until the review ends.`,
      'If you think this is a mistake, reply in your appeal thread: an operator reads every appeal.',
    ],
    action: () => appeal,
    digestLine: (p) => `Account suspended ${where(p)}`,
    example: {
      reason: 'Suspected fraud: orders from the same card as your own purchases',
      brandName: null,
    },
  }),
  suspension_ended: defineKind({
    category: 'money',
    email: 'now',
    title: (p) =>
      p.state === 'released'
        ? `Your suspension ${where(p)} is lifted`
        : `Your suspension ${where(p)} ended: frozen money forfeited`,
    body: (p) =>
      p.state === 'released'
        ? 'Your frozen money flows again: pending commissions mature and payable money goes out with the next payout. Orders placed during the suspension do not earn.'
        : `After review, the money frozen during the suspension was forfeited. Reason: ${p.reason}`,
    action: () => appeal,
    digestLine: (p) => (p.state === 'released' ? 'Suspension lifted' : 'Suspension ended: money forfeited'),
    example: { state: 'released', reason: 'Suspected fraud: orders from your own card', brandName: null },
  }),
} as const;

export const suspensionSources: NoticeSources = {
  CreatorSuspensionChanged: async (d): Promise<Notice[]> => [
    d.state === 'active'
      ? {
          kind: 'account_suspended',
          userId: d.creatorId,
          props: { reason: d.reason, brandName: d.brandName ?? null },
        }
      : {
          kind: 'suspension_ended',
          userId: d.creatorId,
          props: { state: d.state, reason: d.reason, brandName: d.brandName ?? null },
        },
  ],
};
