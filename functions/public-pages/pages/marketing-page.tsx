import { renderToString } from 'react-dom/server';
import { MarketingPage, type MarketingPath } from '../../../ui/public/pages/marketing-page';
import { platformSettings } from '../../platform';
import { cardImage } from '../card/card-image';
import { SITE_CARD_PATH } from '../card/card-paths';
import { takeHoistedTitle } from '../hoisted-title';
import { absolute, CACHE, type RenderedPage, type SiteOrigin } from '../page';

const descriptions: Record<MarketingPath, string> = {
  '/': 'Brands list their products with a commission. Creators promote them with tracked links and get paid for every sale they drive.',
  '/features':
    'Connect your store, let creators promote your products with tracked links, and pay only for sales.',
  '/pricing':
    'No setup or monthly fees for brands, free for creators: see the platform fee and payout schedule.',
};

/**
 * `/`, `/features` and `/pricing` for a signed-out visitor: the SPA's own route components rendered to
 * HTML inside the SPA's #root, so the page reads complete without its script, and a visitor who may be
 * signed in gets the SPA started over it (web/src/public/entry.ts).
 */
export const renderMarketingPage = (path: MarketingPath, origin: SiteOrigin): RenderedPage => {
  const { title, body } = takeHoistedTitle(
    renderToString(<MarketingPage path={path} settings={platformSettings} />),
  );
  return {
    status: 200,
    meta: {
      title: title ?? 'Affiliate Marketplace',
      description: descriptions[path],
      canonicalUrl: absolute(origin, path),
      type: 'website',
      // The site's own card (the same renderer, no data): what a shared link to the site shows.
      image: cardImage(
        origin,
        SITE_CARD_PATH,
        'Affiliate Marketplace: creators share products, brands pay for sales',
      ),
      jsonLd:
        path === '/'
          ? {
              '@context': 'https://schema.org',
              '@type': 'WebSite',
              name: 'Affiliate Marketplace',
              url: absolute(origin, '/'),
            }
          : undefined,
    },
    body: `<div id="root">${body}</div>`,
    cacheControl: CACHE.page,
    startsApp: true,
  };
};
