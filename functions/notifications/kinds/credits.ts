/** Samples and credits: sample requests and orders for brands, shipped samples and credits for creators. */
import { rolesFor } from '../../../contracts/brand-roles';
import { brandOf, defineBrandKind, handle } from './brands';
import { defineKind } from './kind';
import type { NoticeSources, ResolutionSources } from './source';

export const creditKinds = {
  sample_requested: defineBrandKind(rolesFor.program, {
    category: 'samples',
    email: 'now',
    title: (p) => `${handle(p.creatorUsername)} requested a sample of ${p.productName}`,
    body: (p) =>
      `${handle(p.creatorUsername)} would like to try ${p.productName}. Their request, with any message, is on Samples: send them one if you would like their content.`,
    action: () => ({ label: 'See sample requests', path: '/brand/samples?tab=requests' }),
    digestLine: (p) => `${handle(p.creatorUsername)} requested a sample of ${p.productName}`,
    example: { creatorUsername: 'avareviews', productName: 'Vitamin C Serum' },
  }),
  sample_ordered: defineBrandKind(rolesFor.program, {
    category: 'samples',
    email: 'now',
    title: (p) => `New sample order: ${p.productName} for ${handle(p.creatorUsername)}`,
    body: (p) =>
      `${handle(p.creatorUsername)} redeemed their credits for a sample of ${p.productName}. Ship it to them (their e-mail is on the order), then mark the order fulfilled.`,
    action: () => ({ label: 'Open sample orders', path: '/brand/samples' }),
    // Marked fulfilled (by the brand, or by the store's fulfilment webhook): done.
    asks: (p) => `sample-order:${p.orderId}`,
    digestLine: (p) => `${handle(p.creatorUsername)} ordered a sample of ${p.productName}`,
    example: {
      orderId: 'so_01JD0000000000000000000000',
      creatorUsername: 'avareviews',
      productName: 'Vitamin C Serum',
    },
  }),
  sample_shipped: defineKind({
    category: 'samples',
    email: 'now',
    title: (p) => `${p.brandName} shipped your sample of ${p.productName}`,
    body: (p) =>
      `Your sample of ${p.productName} is on its way. Once you have tried it, share what you think: ${p.brandName}'s UGC requests pay for content.`,
    action: () => ({ label: 'Open Sample Credits', path: '/creator/credits' }),
    digestLine: (p) => `${p.brandName} shipped your sample of ${p.productName}`,
    example: { brandName: 'Glow Skincare', productName: 'Vitamin C Serum' },
  }),
  credits_earned: defineKind({
    category: 'samples',
    email: 'now',
    title: (p) => `You earned ${p.credits} sample credits`,
    body: (p) =>
      `You reached the ${p.milestone} milestone: ${p.credits} credits were added to your balance. Spend them on product samples in the Sample Store.`,
    action: () => ({ label: 'Open the Sample Store', path: '/creator/credits' }),
    digestLine: (p) => `${p.milestone}: +${p.credits} credits`,
    example: { milestone: 'First Campaign', credits: 50 },
  }),
} as const;

export const creditSources: NoticeSources = {
  SampleRequested: async (detail) => [
    {
      kind: 'sample_requested',
      brandId: detail.brandId,
      props: { creatorUsername: detail.creatorUsername, productName: detail.productName },
    },
  ],
  SampleOrderPlaced: async (detail) => [
    {
      kind: 'sample_ordered',
      brandId: detail.brandId,
      props: {
        orderId: detail.orderId,
        creatorUsername: detail.creatorUsername,
        productName: detail.productName,
      },
    },
  ],
  SampleOrderFulfilled: async (detail) => {
    const { brandName } = await brandOf(detail.brandId);
    return [
      {
        kind: 'sample_shipped',
        userId: detail.creatorId,
        props: { brandName, productName: detail.productName },
      },
    ];
  },
  CreditsEarned: async (detail) => [
    {
      kind: 'credits_earned',
      userId: detail.creatorId,
      // A monthly milestone names its month: "Top Performer (2026-10)".
      props: {
        milestone: detail.period ? `${detail.title} (${detail.period})` : detail.title,
        credits: detail.credits,
      },
    },
  ],
};

export const creditResolutions: ResolutionSources = {
  SampleOrderFulfilled: async (detail) => [
    { brandId: detail.brandId, subject: `sample-order:${detail.orderId}`, asking: 'sample_ordered' },
  ],
};
