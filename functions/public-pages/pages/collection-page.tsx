import { renderToString } from 'react-dom/server';
import { pageTitle } from '../../../ui/config/app';
import { paths } from '../../../ui/config/paths';
import { CollectionPageView } from '../../../ui/storefront/collection-page-view';
import { collectionProducts } from '../../../ui/storefront/collection-sections';
import { themeHref } from '../../../ui/storefront/storefront-theme';
import { readStorefrontPageWithOwner } from '../../storefront';
import { cardImage } from '../card/card-image';
import { collectionCardPath } from '../card/card-paths';
import { summary } from '../metadata';
import { absolute, CACHE, type RenderedPage, type SiteOrigin } from '../page';
import { codesByProduct } from '../storefront-codes';

/** A collection's page, or where a former address of it now is (a 301: links already shared keep working). */
export type CollectionPageResult = RenderedPage | { redirectTo: string };

const notFound = (username: string, slug: string, origin: SiteOrigin): RenderedPage => ({
  status: 404,
  meta: {
    title: pageTitle('Collection not found'),
    description: `There is no collection ${slug} on @${username}'s storefront.`,
    canonicalUrl: absolute(origin, paths.storefrontCollection.getHref(username, slug)),
    type: 'website',
    noIndex: true,
  },
  body: `<main class="flex min-h-dvh flex-col items-center justify-center px-4 text-center">
      <h1 class="text-xl font-semibold text-slate-800">Collection not found</h1>
      <p class="mt-2 text-slate-600">It may have been removed or renamed.</p>
      <a class="mt-6 font-medium text-violet-700 underline" href="${paths.storefront.getHref(username)}">Visit @${username.replace(/[^a-z0-9_-]/g, '')}'s storefront</a>
    </main>`,
  cacheControl: CACHE.notFound,
});

/**
 * /{username}/c/{slug} (issue 34): one collection of a storefront, from the storefront's one Query (the
 * collections are in its partition), with the creator's codes for its products' brands. A switched-off
 * storefront, an unknown or an empty collection is a 404; a former address redirects to the current one.
 */
export const renderCollectionPage = async (
  username: string,
  slug: string,
  origin: SiteOrigin,
): Promise<CollectionPageResult> => {
  const owned = await readStorefrontPageWithOwner(username);
  if (!owned) return notFound(username, slug, origin);
  const { page: data } = owned;
  const collection = data.collections.find((candidate) => candidate.slug === slug);
  if (!collection) {
    const moved = owned.formerSlugs.get(slug);
    return moved && data.collections.some((candidate) => candidate.slug === moved)
      ? { redirectTo: paths.storefrontCollection.getHref(data.storefront.username, moved) }
      : notFound(username, slug, origin);
  }
  const products = collectionProducts(collection, data.products);
  const brandOf = new Map(
    products.map((product) => [product.product_id, owned.brandOf.get(product.product_id) ?? '']),
  );
  const codes = await codesByProduct(owned.creatorId, brandOf);
  const { storefront } = data;
  const url = absolute(origin, paths.storefrontCollection.getHref(storefront.username, collection.slug));
  return {
    status: 200,
    meta: {
      title: pageTitle(`${collection.title} by @${storefront.username}`),
      description: summary(
        `${collection.title}: ${products.length} ${products.length === 1 ? 'product' : 'products'} picked by @${storefront.username}. ${products
          .slice(0, 3)
          .map((product) => product.name)
          .join(', ')}`,
      ),
      canonicalUrl: url,
      type: 'website',
      // Its share card (issue 34): the title, whose it is, the cover and the first products' pictures.
      image: cardImage(
        origin,
        collectionCardPath(storefront.username, collection.slug),
        `${collection.title}, a collection by @${storefront.username}`,
      ),
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: collection.title,
        url,
        numberOfItems: products.length,
        itemListElement: products.map((product, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: absolute(origin, paths.storefrontProduct.getHref(storefront.username, product.product_id)),
          name: product.name,
        })),
      },
    },
    body: renderToString(<CollectionPageView data={data} collection={collection} codes={codes} />),
    themeColor: storefront.theme_color,
    styles: [themeHref(storefront.background_color, storefront.theme_color)].filter((href) => href !== null),
    cacheControl: CACHE.page,
  };
};
