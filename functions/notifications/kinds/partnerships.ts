/** Partnerships: applications and discount codes, on both sides. */
import { rolesFor } from '../../../contracts/brand-roles';
import { APPLICATION_EMAILS_PER_HOUR } from '../../../contracts/notifications';
import { getBrand, getProductItems } from '../../catalogue';
import { brandOf, defineBrandKind, handle } from './brands';
import { defineKind } from './kind';
import type { NoticeSources, ResolutionSources } from './source';

/**
 * The brand's own words to the creator, quoted, when it wrote any. They are in the body, not the
 * e-mail's details: the decision's notification is the only place the creator reads them, and the
 * in-app notification (which has no details) must carry them too.
 */
const brandWrote = (p: { brandName: string; message: string | null }) =>
  p.message ? ` ${p.brandName} wrote: “${p.message}”` : '';

const discountCodeAsk = (brandId: string, creatorId: string) => `discount-code:${brandId}:${creatorId}`;

export const partnershipKinds = {
  application_approved: defineKind({
    category: 'partnerships',
    email: 'now',
    title: (p) => `${p.brandName} approved your application`,
    body: (p) =>
      `You can now promote ${p.productName}. Your referral link is ready on Campaigns.${brandWrote(p)}`,
    action: () => ({ label: 'Open Campaigns', path: '/creator/campaigns' }),
    digestLine: (p) => `${p.brandName} approved your application for ${p.productName}`,
    example: {
      brandName: 'Glow Skincare',
      productName: 'Vitamin C Serum',
      message: 'Welcome aboard! Tag @glowskincare in your first post.' as string | null,
    },
  }),
  application_denied: defineKind({
    category: 'partnerships',
    email: 'now',
    title: (p) => `${p.brandName} declined your application`,
    body: (p) => `Your application to promote ${p.productName} was not approved this time.${brandWrote(p)}`,
    details: () => [
      'Other brands on Explore may be a better fit: apply to the products your audience would love.',
    ],
    action: () => ({ label: 'See your applications', path: '/creator/campaigns?tab=pending' }),
    digestLine: (p) => `${p.brandName} declined your application for ${p.productName}`,
    example: {
      brandName: 'Glow Skincare',
      productName: 'Vitamin C Serum',
      message: 'Thank you! We are only working with video creators this season.' as string | null,
    },
  }),
  application_received: defineBrandKind(rolesFor.program, {
    category: 'partnerships',
    email: 'now',
    // A launch can bring many at once: beyond this, the hour's others come as one digest.
    perHour: APPLICATION_EMAILS_PER_HOUR,
    title: (p) => `${handle(p.creatorUsername)} wants to promote ${p.productName}`,
    body: (p) =>
      `${handle(p.creatorUsername)} applied to promote ${p.productName}. Approve the application to give them a referral link, or deny it.`,
    action: () => ({ label: 'Review applications', path: '/brand/campaigns' }),
    // Approved or denied (one by one, in bulk, or by the creator accepting an invitation): done.
    asks: (p) => `application:${p.applicationId}`,
    digestLine: (p) => `${handle(p.creatorUsername)} applied to promote ${p.productName}`,
    example: {
      applicationId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10.pr_01JD0000000000000000000000',
      creatorUsername: 'avareviews',
      productName: 'Vitamin C Serum',
    },
  }),
  // Outreach (issue 21).
  invitation_received: defineKind({
    category: 'partnerships',
    email: 'now',
    title: (p) => `${p.brandName} invites you to promote ${p.products}`,
    body: (p) =>
      `Accept the invitation on Messages and your referral links are ready at once.${brandWrote({ brandName: String(p.brandName), message: p.note })}`,
    action: () => ({ label: 'See the invitation', path: '/creator/messages' }),
    // Accepted or declined (InvitationDecided): done.
    asks: (p) => `invitation:${p.invitationId}`,
    digestLine: (p) => `${p.brandName} invited you to promote ${p.products}`,
    example: {
      invitationId: 'inv_01JD0000000000000000000000',
      brandName: 'Glow Skincare',
      products: 'Vitamin C Serum and Night Cream',
      note: 'We love your skincare reels!' as string | null,
    },
  }),
  discount_code_requested: defineBrandKind(rolesFor.program, {
    category: 'partnerships',
    email: 'now',
    title: (p) => `${handle(p.creatorUsername)} asked for a discount code`,
    body: (p) =>
      `${handle(p.creatorUsername)} would like the code ${p.code} for your store. Approve it with a percentage, or deny it.`,
    action: () => ({ label: 'Review discount codes', path: '/brand/campaigns?tab=codes' }),
    // Approved or denied: done. One request per creator and brand; a person in several brands may be
    // asked by the same creator at each, so the subject names the brand.
    asks: (p) => discountCodeAsk(String(p.brandId), String(p.creatorId)),
    digestLine: (p) => `${handle(p.creatorUsername)} asked for the discount code ${p.code}`,
    example: {
      brandId: 'br_01JD0000000000000000000000',
      creatorId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
      creatorUsername: 'avareviews',
      code: 'avareviews',
    },
  }),
  discount_code_approved: defineKind({
    category: 'partnerships',
    email: 'now',
    title: (p) => `${p.brandName} approved your discount code ${p.code}`,
    body: (p) =>
      `Shoppers get ${p.discountPercentage}% off at ${p.brandName} with ${p.code}, and their orders count as your sales.`,
    details: () => ['Share the code with your audience, beside your referral links.'],
    action: () => ({ label: 'See your codes', path: '/creator/campaigns?tab=codes' }),
    digestLine: (p) => `${p.brandName} approved your code ${p.code} (${p.discountPercentage}% off)`,
    example: { brandName: 'Glow Skincare', code: 'avareviews', discountPercentage: 10 },
  }),
  discount_code_denied: defineKind({
    category: 'partnerships',
    email: 'now',
    title: (p) => `${p.brandName} declined your discount code request`,
    body: (p) => `Your request for the code ${p.code} at ${p.brandName} was not approved.`,
    details: () => ['Your referral links keep working: keep sharing them.'],
    action: () => ({ label: 'See your codes', path: '/creator/campaigns?tab=codes' }),
    digestLine: (p) => `${p.brandName} declined your code ${p.code}`,
    example: { brandName: 'Glow Skincare', code: 'avareviews' },
  }),
  // Issue 36, leaked codes: the brand replaced the creator's code (it leaked to coupon sites).
  discount_code_rotated: defineKind({
    category: 'partnerships',
    email: 'now',
    title: (p) => `${p.brandName} changed your discount code to ${p.code}`,
    body: (p) =>
      `Share ${p.code} from now on: its orders count as your sales. ${p.previousCode} stops working ${p.previousCodeEnds}.`,
    details: () => ['Update the code in your bio, posts and links so your audience keeps saving.'],
    action: () => ({ label: 'See your codes', path: '/creator/campaigns?tab=codes' }),
    digestLine: (p) => `${p.brandName} changed your code ${p.previousCode} to ${p.code}`,
    example: {
      brandName: 'Glow Skincare',
      code: 'avareviews-k7q2',
      previousCode: 'avareviews',
      previousCodeEnds: 'on 3 November 2026 at 09:00 UTC',
    },
  }),
} as const;

/** When a rotated code's predecessor stops working, in words: "now" or "on 3 November 2026 at 09:00 UTC". */
const endsInWords = (endsAt: string, rotatedAt: Date) => {
  const at = new Date(endsAt);
  if (at.getTime() <= rotatedAt.getTime() + 60_000) return 'now';
  const day = at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `on ${day} at ${time} UTC`;
};

/** A product's and its brand's names, for texts; a deleted product or brand reads as a generic name. */
export const productAndBrand = async (brandId: string, productId: string) => {
  const [brand, [product]] = await Promise.all([
    getBrand(brandId),
    getProductItems([{ brand_id: brandId, id: productId }], { attributes: ['name'], withDeleted: true }),
  ]);
  return {
    brand,
    brandName: brand?.brand_name ?? 'A brand',
    productName: (product?.name as string | undefined) ?? 'a product',
  };
};

/** "A", "A and B", "A, B and 2 more". */
const productList = (names: readonly string[]) =>
  names.length <= 2 ? names.join(' and ') : `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;

export const partnershipSources: NoticeSources = {
  ApplicationApproved: async (detail) => {
    // The creator accepted an invitation: they did it themselves, nothing to tell them.
    if (detail.invitationId) return [];
    const { brandName, productName } = await productAndBrand(detail.brandId, detail.productId);
    return [
      {
        kind: 'application_approved',
        userId: detail.creatorId,
        props: { brandName, productName, message: detail.message ?? null },
      },
    ];
  },
  InvitationSent: async (detail) => [
    {
      kind: 'invitation_received',
      userId: detail.creatorId,
      props: {
        invitationId: detail.invitationId,
        brandName: detail.brandName,
        products: productList(detail.productNames),
        note: detail.note ?? null,
      },
    },
  ],
  ApplicationDenied: async (detail) => {
    const { brandName, productName } = await productAndBrand(detail.brandId, detail.productId);
    return [
      {
        kind: 'application_denied',
        userId: detail.creatorId,
        props: { brandName, productName, message: detail.message ?? null },
      },
    ];
  },
  ApplicationSubmitted: async (detail) => [
    {
      kind: 'application_received',
      brandId: detail.brandId,
      props: {
        applicationId: detail.applicationId,
        creatorUsername: detail.creatorUsername,
        productName: detail.productName,
      },
    },
  ],
  DiscountCodeRequested: async (detail) => [
    {
      kind: 'discount_code_requested',
      brandId: detail.brandId,
      props: {
        brandId: detail.brandId,
        creatorId: detail.creatorId,
        creatorUsername: detail.creatorUsername,
        code: detail.code,
      },
    },
  ],
  DiscountCodeApproved: async (detail) => {
    const { brandName } = await brandOf(detail.brandId);
    return [
      {
        kind: 'discount_code_approved',
        userId: detail.creatorId,
        props: { brandName, code: detail.code, discountPercentage: detail.discountPercentage },
      },
    ];
  },
  DiscountCodeDenied: async (detail) => {
    const { brandName } = await brandOf(detail.brandId);
    return [
      { kind: 'discount_code_denied', userId: detail.creatorId, props: { brandName, code: detail.code } },
    ];
  },
  DiscountCodeRotated: async (detail) => {
    const { brandName } = await brandOf(detail.brandId);
    return [
      {
        kind: 'discount_code_rotated',
        userId: detail.creatorId,
        props: {
          brandName,
          code: detail.code,
          previousCode: detail.previousCode,
          previousCodeEnds: endsInWords(detail.previousCodeEndsAt, new Date(detail.rotatedAt)),
        },
      },
    ];
  },
};

/** The brand's notice of one application, decided. */
const applicationDecided = async (detail: { brandId: string; applicationId: string }) => [
  {
    brandId: detail.brandId,
    subject: `application:${detail.applicationId}`,
    asking: 'application_received' as const,
  },
];

/** The brand's notice of one creator's discount-code request, decided. */
const codeDecided = async (detail: { brandId: string; creatorId: string }) => [
  {
    brandId: detail.brandId,
    subject: discountCodeAsk(detail.brandId, detail.creatorId),
    asking: 'discount_code_requested' as const,
  },
];

export const partnershipResolutions: ResolutionSources = {
  ApplicationApproved: applicationDecided,
  ApplicationDenied: applicationDecided,
  InvitationDecided: async (detail) => [
    { userId: detail.creatorId, subject: `invitation:${detail.invitationId}` },
  ],
  DiscountCodeApproved: codeDecided,
  DiscountCodeDenied: codeDecided,
};
