/**
 * Terms (issue 21): a brand announced a commission cut, with its notice, or withdrew one. Partnership
 * news like an approval: always in the bell; by e-mail as the creator chose, and under the daily limit
 * (a bulk cut of many products a creator promotes folds into the day's digest instead of a flood).
 * Their events are paged to the partners by their own consumer
 * (consumers/notify-partners-of-commission-cut.consumer.ts), not through a notice source.
 */
import { UTCDate } from '@date-fns/utc';
import { format } from 'date-fns';
import { defineKind } from './kind';

/** "Dec 3, 2026" (UTC), as the money notices write a date. */
const day = (iso: string | number | null): string => format(new UTCDate(String(iso)), 'MMM d, yyyy');

/** What the cut applies to: a product, or (a creator's terms with the brand) every product. */
const on = (p: { productName: string | number | null }) =>
  p.productName ? String(p.productName) : 'all products';

/** "the commission" of a product; "your commission" of a creator's own terms. */
const whose = (p: { ownTerms: string | number | null }) =>
  p.ownTerms === 'yes' ? 'your commission' : 'the commission';

/** Where the creator reads it: a product's rate on the brand's Products tab, their own terms atop the profile. */
const brandPage = (p: { brandId: string | number | null; ownTerms: string | number | null }) => {
  const profile = `/creator/brands/${encodeURIComponent(String(p.brandId))}`;
  return p.ownTerms === 'yes'
    ? { label: 'See your terms', path: profile }
    : { label: 'See the products', path: `${profile}?tab=products` };
};

/** What a program cut changes: the performance tiers or the milestone bonuses. */
const programName = (p: { program: string | number | null }) =>
  p.program === 'milestones' ? 'milestone bonuses' : 'performance tiers';

const example = {
  brandId: 'br_01JD0000000000000000000000',
  brandName: 'Glow Skincare',
  productName: 'Vitamin C Serum' as string | null,
  ownTerms: 'no',
  fromPercentage: 20,
  toPercentage: 15,
  effectiveAt: '2026-12-03T10:00:00.000Z',
};

export const termsKinds = {
  commission_cut_announced: defineKind({
    category: 'partnerships',
    email: 'now',
    title: (p) => `${p.brandName} lowers ${whose(p)} on ${on(p)}`,
    body: (p) =>
      `${p.brandName} lowers ${whose(p)} on ${on(p)} from ${p.fromPercentage}% to ${p.toPercentage}% from ${day(p.effectiveAt)}.`,
    details: (p) => [
      `Orders placed before ${day(p.effectiveAt)} still earn ${p.fromPercentage}%, whenever they are paid.`,
      ...(p.ownTerms === 'yes'
        ? [`Where a product's own rate is higher than ${p.toPercentage}%, you earn that rate.`]
        : []),
    ],
    action: brandPage,
    digestLine: (p) =>
      `${p.brandName}: ${on(p)} from ${p.fromPercentage}% to ${p.toPercentage}% from ${day(p.effectiveAt)}`,
    example,
  }),
  /** A product paused or deleted by its brand: it leaves the program after the notice (program-schedule.ts). */
  product_leaving_program: defineKind({
    category: 'partnerships',
    email: 'now',
    title: (p) => `${p.brandName} takes ${on(p)} out of its program on ${day(p.effectiveAt)}`,
    body: (p) =>
      `${p.brandName} ${p.leaving === 'deleted' ? 'deleted' : 'paused'} ${on(p)}: it is leaving the program on ${day(p.effectiveAt)}.`,
    details: (p) => [
      `Orders placed before ${day(p.effectiveAt)} still earn ${p.fromPercentage}%, whenever they are paid. Orders placed from then on earn nothing on it.`,
    ],
    // A leaving product is no longer listed on the brand's page: the creator's links show its date.
    action: () => ({ label: 'Open Campaigns', path: '/creator/campaigns' }),
    digestLine: (p) => `${p.brandName}: ${on(p)} leaves the program on ${day(p.effectiveAt)}`,
    example: { ...example, toPercentage: 0, leaving: 'paused' },
  }),
  /** The brand's performance tiers or milestone bonuses cut with notice (tiers.ts). */
  program_cut_announced: defineKind({
    category: 'partnerships',
    email: 'now',
    title: (p) => `${p.brandName} lowers its ${programName(p)}`,
    body: (p) =>
      `${p.brandName} lowers its ${programName(p)} from ${day(p.effectiveAt)}: some sales will earn less than today.`,
    details: (p) => [
      `Orders placed before ${day(p.effectiveAt)} still earn today's ${programName(p)}, whenever they are paid.`,
    ],
    action: (p) => ({
      label: 'See your terms',
      path: `/creator/brands/${encodeURIComponent(String(p.brandId))}`,
    }),
    digestLine: (p) => `${p.brandName}: ${programName(p)} lowered from ${day(p.effectiveAt)}`,
    example: { ...example, productName: null, program: 'tiers' },
  }),
  program_cut_withdrawn: defineKind({
    category: 'partnerships',
    email: 'now',
    title: (p) => `${p.brandName} withdrew the change of its ${programName(p)}`,
    body: (p) =>
      `${p.brandName} no longer lowers its ${programName(p)} from ${day(p.effectiveAt)}: they stay as they are.`,
    action: (p) => ({
      label: 'See your terms',
      path: `/creator/brands/${encodeURIComponent(String(p.brandId))}`,
    }),
    digestLine: (p) => `${p.brandName} withdrew the change of its ${programName(p)}`,
    example: { ...example, productName: null, program: 'milestones' },
  }),
  commission_cut_withdrawn: defineKind({
    category: 'partnerships',
    email: 'now',
    title: (p) => `${p.brandName} withdrew the commission cut on ${on(p)}`,
    body: (p) =>
      `${p.brandName} no longer lowers ${whose(p)} on ${on(p)} to ${p.toPercentage}% from ${day(p.effectiveAt)}: it is ${p.fromPercentage}%.`,
    action: brandPage,
    digestLine: (p) => `${p.brandName} withdrew the cut on ${on(p)}: it is ${p.fromPercentage}%`,
    example: { ...example, ownTerms: 'yes', productName: null },
  }),
} as const;
