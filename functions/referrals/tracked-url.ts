import type { ReferralLink } from './entities/referral-link';

/**
 * The shopper's landing URL with the spec 7.5 parameters; `ref` carries the code to the store. Apart
 * from the entities: the redirect uses it and must not bundle ElectroDB.
 */
export const trackedUrl = (
  link: Pick<ReferralLink, 'destination_url' | 'referral_code' | 'utm_campaign' | 'utm_content'>,
) => {
  // A brand without a store sends shoppers to the product page on this site: a same-origin path.
  const relative = link.destination_url.startsWith('/');
  const url = new URL(link.destination_url, 'https://same-origin.invalid');
  url.searchParams.set('utm_source', 'creator');
  url.searchParams.set('utm_medium', 'referral');
  url.searchParams.set('utm_campaign', link.utm_campaign);
  url.searchParams.set('utm_content', link.utm_content);
  url.searchParams.set('ref', link.referral_code);
  return relative ? `${url.pathname}${url.search}` : url.toString();
};
