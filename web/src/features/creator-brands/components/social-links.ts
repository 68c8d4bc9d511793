import type { BrandProfile } from '../api/get-brand-profile';

const labels = { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube', twitter: 'Twitter' } as const;

/** The brand's social profiles that are set, in a fixed order, with their display names. */
export const socialLinksOf = (links: BrandProfile['brand']['social_media_links']) =>
  (Object.keys(labels) as (keyof typeof labels)[]).flatMap((key) => {
    const href = links[key];
    return href ? [{ label: labels[key], href }] : [];
  });
