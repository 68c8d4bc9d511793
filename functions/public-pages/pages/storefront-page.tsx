import { renderToString } from 'react-dom/server';
import { centsToDecimal } from '../../../contracts/money-text';
import { pageTitle } from '../../../ui/config/app';
import { StorefrontNotFoundPage, StorefrontPage } from '../../../ui/public/pages/storefront-page';
import { themeHref } from '../../../ui/storefront/storefront-theme';
import { storefrontNotFoundTitle } from '../../../ui/storefront/storefront-view';
import { type PublicStorefront, readStorefrontPageWithOwner } from '../../storefront';
import { cardImage } from '../card/card-image';
import { storefrontCardPath } from '../card/card-paths';
import { takeHoistedTitle } from '../hoisted-title';
import { summary } from '../metadata';
import { absolute, CACHE, type RenderedPage, type SiteOrigin } from '../page';
import { codesByProduct } from '../storefront-codes';

/** /{username}: the storefront (spec 2.3) as HTML, with the metadata a link preview shows. */
export const renderStorefrontPage = async (username: string, origin: SiteOrigin): Promise<RenderedPage> => {
  const owned = await readStorefrontPageWithOwner(username);
  if (!owned) return storefrontNotFound(username, origin);
  const { page: data } = owned;
  const { storefront, products } = data;
  const codes = products.length > 0 ? await codesByProduct(owned.creatorId, owned.brandOf) : {};
  const url = absolute(origin, `/${encodeURIComponent(storefront.username)}`);
  const description = summary(
    storefront.bio || `Products picked by @${storefront.username}: shop ${storefront.marketplace_name}.`,
  );
  return {
    status: 200,
    meta: {
      title: pageTitle(`${storefront.marketplace_name} (@${storefront.username})`),
      description,
      canonicalUrl: url,
      type: 'profile',
      image: cardImage(
        origin,
        storefrontCardPath(storefront.username),
        `${storefront.marketplace_name} by @${storefront.username}`,
      ),
      jsonLd: storefrontJsonLd(data, url, origin),
    },
    body: renderToString(<StorefrontPage data={data} codes={codes} />),
    themeColor: storefront.theme_color,
    styles: [themeHref(storefront.background_color, storefront.theme_color)].filter((href) => href !== null),
    cacheControl: CACHE.page,
  };
};

/**
 * schema.org: the storefront as an ItemList of its products, each a Product with an Offer whose URL is
 * the creator's tracked link (prices are the storefront's, in US dollars as the page shows them).
 */
const storefrontJsonLd = ({ storefront, products }: PublicStorefront, url: string, origin: SiteOrigin) => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name: storefront.marketplace_name,
  description: storefront.bio || undefined,
  url,
  numberOfItems: products.length,
  itemListElement: products.map((product, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    item: {
      '@type': 'Product',
      name: product.name,
      url: absolute(origin, `/product/${encodeURIComponent(product.product_id)}`),
      ...(product.image_url ? { image: absolute(origin, product.image_url) } : {}),
      ...(product.custom_description ? { description: product.custom_description } : {}),
      brand: { '@type': 'Brand', name: product.brand_name },
      offers: {
        '@type': 'Offer',
        price: centsToDecimal(product.price_cents),
        priceCurrency: 'USD',
        url: absolute(origin, product.share_url),
      },
    },
  })),
});

/**
 * A missing or switched-off storefront: spec 2.3's '404' / 'Marketplace not found' inside the app's
 * layout, like a marketing page (the SPA's own markup in its #root): a visitor who may be signed in gets
 * the SPA, their header and session, started over it (its router shows the same view at /{username}).
 */
const storefrontNotFound = (username: string, origin: SiteOrigin): RenderedPage => {
  const { title, body } = takeHoistedTitle(renderToString(<StorefrontNotFoundPage username={username} />));
  return {
    status: 404,
    meta: {
      title: title ?? pageTitle(storefrontNotFoundTitle),
      description: `There is no storefront at @${username}.`,
      canonicalUrl: absolute(origin, `/${encodeURIComponent(username)}`),
      type: 'website',
      noIndex: true,
    },
    body: `<div id="root">${body}</div>`,
    cacheControl: CACHE.notFound,
    startsApp: true,
  };
};
