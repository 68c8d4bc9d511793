import { renderToString } from 'react-dom/server';
import { centsToDecimal } from '../../../contracts/money-text';
import { pageTitle } from '../../../ui/config/app';
import { ProductNotFoundPage, ProductPage } from '../../../ui/public/pages/product-page';
import { readPublicProduct } from '../../catalogue';
import { summary } from '../metadata';
import { absolute, CACHE, type RenderedPage, type SiteOrigin } from '../page';

/** /product/{id}: a product (spec 7.5's landing without a store) as HTML, with its link-preview metadata. */
export const renderProductPage = async (productId: string, origin: SiteOrigin): Promise<RenderedPage> => {
  const product = productId ? await readPublicProduct(productId) : null;
  const url = absolute(origin, `/product/${encodeURIComponent(productId)}`);
  if (!product) {
    return {
      status: 404,
      meta: {
        title: pageTitle('Product not found'),
        description: 'This product is not on Affiliate Marketplace.',
        canonicalUrl: url,
        type: 'website',
        noIndex: true,
      },
      body: renderToString(<ProductNotFoundPage />),
      cacheControl: CACHE.notFound,
    };
  }
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
      image: product.image_url
        ? {
            url: absolute(origin, product.image_url),
            alt: product.name,
            // Known sizes let a link preview lay out the card before the image arrives.
            ...(product.image_width && product.image_height
              ? { width: product.image_width, height: product.image_height }
              : {}),
          }
        : undefined,
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
          url: product.brand.shop_url ?? url,
          availability: product.brand.shop_url
            ? 'https://schema.org/InStock'
            : 'https://schema.org/OutOfStock',
        },
      },
    },
    body: renderToString(<ProductPage product={view} />),
    cacheControl: CACHE.page,
  };
};
