import { renderToString } from 'react-dom/server';
import { centsToDecimal, formatUsd } from '../../../contracts/money-text';
import { pageTitle } from '../../../ui/config/app';
import { paths } from '../../../ui/config/paths';
import type { PickedBy } from '../../../ui/product-page/product-view';
import { ProductNotFoundPage, ProductPage } from '../../../ui/public/pages/product-page';
import { type PublicProduct, readPublicProduct } from '../../catalogue';
import {
  type FeaturingStorefront,
  readStorefrontPageWithOwner,
  readStorefrontsFeaturing,
} from '../../storefront';
import { cardImage } from '../card/card-image';
import { productCardPath } from '../card/card-paths';
import { summary } from '../metadata';
import { absolute, CACHE, type RenderedPage, type SiteOrigin } from '../page';
import { codesByProduct } from '../storefront-codes';

/** /product/{id}: a product (spec 7.5's landing without a store) as HTML, with its link-preview metadata. */
export const renderProductPage = async (productId: string, origin: SiteOrigin): Promise<RenderedPage> => {
  if (!productId) return productNotFound(productId, origin);
  const [product, featuredBy] = await Promise.all([
    readPublicProduct(productId),
    readStorefrontsFeaturing(productId),
  ]);
  return product ? productPage(product, origin, featuredBy) : productNotFound(productId, origin);
};

/**
 * /{username}/p/{id} (issue 34): the product as the creator's storefront shows it: their disclosure, a way
 * back to their storefront, and Buy through their tracked link, so a shopper who looks closer before
 * buying still buys through them. The storefront's one Query and the product's reads, side by side. A
 * product the storefront no longer shows (or a storefront switched off) is the plain product page: the
 * link someone shared still leads to the product, without crediting a pick that is gone.
 */
export const renderStorefrontProductPage = async (
  username: string,
  productId: string,
  origin: SiteOrigin,
): Promise<RenderedPage> => {
  if (!productId) return productNotFound(productId, origin);
  const [owned, product, featuredBy] = await Promise.all([
    readStorefrontPageWithOwner(username),
    readPublicProduct(productId),
    readStorefrontsFeaturing(productId),
  ]);
  if (!product) return productNotFound(productId, origin);
  const storefront = owned?.page;
  const entry = storefront?.products.find((candidate) => candidate.product_id === productId);
  if (!owned || !storefront || !entry) return productPage(product, origin, featuredBy);
  const others = featuredBy.filter((featuring) => featuring.username !== storefront.storefront.username);
  const codes = await codesByProduct(owned.creatorId, new Map([[productId, product.brand.id]]));
  return productPage(product, origin, others, {
    username: storefront.storefront.username,
    marketplace_name: storefront.storefront.marketplace_name,
    avatar_url: storefront.storefront.avatar_url,
    disclosure: storefront.storefront.disclosure,
    storefront_href: paths.storefront.getHref(storefront.storefront.username),
    share_url: entry.share_url,
    custom_description: entry.custom_description,
    discount_code: codes[productId] ?? null,
  });
};

const productNotFound = (productId: string, origin: SiteOrigin): RenderedPage => ({
  status: 404,
  meta: {
    title: pageTitle('Product not found'),
    description: 'This product is not on Affiliate Marketplace.',
    canonicalUrl: absolute(origin, `/product/${encodeURIComponent(productId)}`),
    type: 'website',
    noIndex: true,
  },
  body: renderToString(<ProductNotFoundPage />),
  cacheControl: CACHE.notFound,
});

/** The page of a product, with the creator it was picked by when a storefront led to it. */
const productPage = (
  product: PublicProduct,
  origin: SiteOrigin,
  featuredBy: FeaturingStorefront[],
  pickedBy?: PickedBy,
): RenderedPage => {
  // One address for search engines and previews, whichever storefront led to the page.
  const url = absolute(origin, `/product/${encodeURIComponent(product.id)}`);
  const view = {
    id: product.id,
    name: product.name,
    description: product.description,
    price_cents: product.price_cents,
    currency: product.currency,
    image_url: product.image_url,
    brand: { name: product.brand.name, shop_url: product.brand.shop_url },
  };
  return {
    status: 200,
    meta: {
      title: pageTitle(`${product.name} by ${product.brand.name}`),
      description: summary(product.description || `${product.name} by ${product.brand.name}.`),
      canonicalUrl: url,
      type: 'product',
      image: cardImage(
        origin,
        productCardPath(product.id),
        `${product.name} by ${product.brand.name}, ${formatUsd(product.price_cents)}`,
      ),
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        url,
        ...(product.description ? { description: product.description } : {}),
        ...(product.image_url ? { image: absolute(origin, product.image_url) } : {}),
        brand: { '@type': 'Brand', name: product.brand.name },
        offers: {
          '@type': 'Offer',
          price: centsToDecimal(product.price_cents),
          priceCurrency: product.currency,
          url: pickedBy ? absolute(origin, pickedBy.share_url) : (product.brand.shop_url ?? url),
          availability: product.brand.shop_url
            ? 'https://schema.org/InStock'
            : 'https://schema.org/OutOfStock',
        },
      },
    },
    body: renderToString(<ProductPage product={view} pickedBy={pickedBy} featuredBy={featuredBy} />),
    cacheControl: CACHE.page,
  };
};
