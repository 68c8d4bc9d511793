/** UGC: requests creators may answer, submissions and the brand's decisions on them. */
import { rolesFor } from '../../../contracts/brand-roles';
import { listPartneredCreators } from '../../partnerships';
import { brandOf, defineBrandKind, handle } from './brands';
import { defineKind, money } from './kind';
import type { NoticeSources, ResolutionSources } from './source';

/** Where a creator finds open requests and their own submissions: Explore's Content tab. */
const creatorContent = '/creator/explore?tab=content';

/** “for “Morning routine reel”” when the content answered a request; nothing for unrequested content. */
const forRequest = (title: string | number | null) => (title ? ` for “${title}”` : '');

export const contentKinds = {
  ugc_request_posted: defineKind({
    category: 'content',
    // Many brands post requests: creators get them once a day, in one e-mail.
    email: 'digest',
    title: (p) => `${p.brandName} posted a UGC request: ${p.title}`,
    body: (p) =>
      `${p.brandName}, whose products you promote, is paying ${money(p.budgetCents)} for “${p.title}”. Read the brief and submit your content.`,
    action: () => ({ label: 'See UGC requests', path: creatorContent }),
    digestLine: (p) => `${p.brandName}: “${p.title}”, ${money(p.budgetCents)}`,
    example: { brandName: 'Glow Skincare', title: 'Morning routine reel', budgetCents: 15_000 },
  }),
  submission_received: defineBrandKind(rolesFor.program, {
    category: 'content',
    email: 'now',
    title: (p) => `${handle(p.creatorUsername)} submitted content${forRequest(p.requestTitle)}`,
    body: (p) =>
      `${handle(p.creatorUsername)} sent you content${forRequest(p.requestTitle)}. Approve it to license it, or reject it with feedback they can act on.`,
    action: () => ({ label: 'Review the submission', path: '/brand/ugc' }),
    // Approved or rejected: done.
    asks: (p) => `submission:${p.submissionId}`,
    digestLine: (p) => `${handle(p.creatorUsername)} submitted content${forRequest(p.requestTitle)}`,
    example: {
      submissionId: 'sub_01JD0000000000000000000000',
      creatorUsername: 'avareviews',
      requestTitle: 'Morning routine reel' as string | null,
    },
  }),
  submission_approved: defineKind({
    category: 'content',
    email: 'now',
    title: (p) => `${p.brandName} approved your content`,
    body: (p) =>
      Number(p.paymentCents) > 0
        ? `${p.brandName} licensed your content for ${money(p.paymentCents)}. It is in your Content Earnings and is paid out once ${p.brandName}'s invoice is paid.`
        : `${p.brandName} approved your content and may now use it under its licence.`,
    details: (p) => (p.feedback ? [`${p.brandName} wrote: “${p.feedback}”`] : []),
    action: () => ({ label: 'See your submissions', path: creatorContent }),
    digestLine: (p) => `${p.brandName} approved your content`,
    example: {
      brandName: 'Glow Skincare',
      paymentCents: 15_000,
      feedback: 'Lovely light, we will use it in our next campaign.' as string | null,
    },
  }),
  submission_rejected: defineKind({
    category: 'content',
    email: 'now',
    title: (p) => `${p.brandName} returned your content with feedback`,
    body: (p) =>
      `${p.brandName} did not approve your submission${forRequest(p.requestTitle)}. Read their feedback, and submit a new version if you like.`,
    details: (p) => [`${p.brandName} wrote: “${p.feedback}”`],
    action: () => ({ label: 'See your submissions', path: creatorContent }),
    digestLine: (p) => `${p.brandName} returned your content${forRequest(p.requestTitle)}`,
    example: {
      brandName: 'Glow Skincare',
      requestTitle: 'Morning routine reel' as string | null,
      feedback: 'Please show the label clearly in the first three seconds.',
    },
  }),
} as const;

export const contentSources: NoticeSources = {
  // "A UGC request matching their categories": the creators who already promote this brand's products.
  UgcRequestCreated: async (detail) => {
    const [{ brandName }, creatorIds] = await Promise.all([
      brandOf(detail.brandId),
      listPartneredCreators(detail.brandId),
    ]);
    return creatorIds.map((creatorId) => ({
      kind: 'ugc_request_posted' as const,
      userId: creatorId,
      props: { brandName, title: detail.title, budgetCents: detail.budgetCents },
    }));
  },
  UgcContentSubmitted: async (detail) => [
    {
      kind: 'submission_received',
      brandId: detail.brandId,
      props: {
        submissionId: detail.submissionId,
        creatorUsername: detail.creatorUsername,
        requestTitle: detail.requestTitle ?? null,
      },
    },
  ],
  UgcSubmissionApproved: async (detail) => {
    const { brandName } = await brandOf(detail.brandId);
    return [
      {
        kind: 'submission_approved',
        userId: detail.creatorId,
        props: { brandName, paymentCents: detail.paymentCents ?? 0, feedback: detail.feedback ?? null },
      },
    ];
  },
  UgcSubmissionRejected: async (detail) => {
    const { brandName } = await brandOf(detail.brandId);
    return [
      {
        kind: 'submission_rejected',
        userId: detail.creatorId,
        props: { brandName, requestTitle: detail.requestTitle ?? null, feedback: detail.feedback },
      },
    ];
  },
};

/** The brand's "review the submission" notification, decided. */
const submissionDecided = async (detail: { brandId: string; submissionId: string }) => [
  {
    brandId: detail.brandId,
    subject: `submission:${detail.submissionId}`,
    asking: 'submission_received' as const,
  },
];

export const contentResolutions: ResolutionSources = {
  UgcSubmissionApproved: submissionDecided,
  UgcSubmissionRejected: submissionDecided,
};
