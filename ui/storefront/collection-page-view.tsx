import { CreatorAvatar } from '../components/ui/creator-avatar';
import { paths } from '../config/paths';
import { cn } from '../utils/cn';
import { AffiliateDisclosure } from './affiliate-disclosure';
import { collectionProducts } from './collection-sections';
import { ProductSection } from './product-card';
import { themeClasses } from './storefront-theme';
import type { PublicStorefront, StorefrontCodes } from './storefront-types';

export type StorefrontCollectionData = PublicStorefront['collections'][number];

/**
 * /{username}/c/{slug} (issue 34): one collection of a creator's storefront, the page a creator shares
 * ("my camping kit"). The storefront's theme, the creator's disclosure near the top, every product of the
 * collection in its order, each bought through the creator's own link, and the way back to the storefront.
 * Rendered on the server only: plain HTML, whole without JavaScript.
 */
export const CollectionPageView = ({
  data,
  collection,
  codes = {},
}: {
  data: PublicStorefront;
  collection: StorefrontCollectionData;
  codes?: StorefrontCodes;
}) => {
  const { storefront } = data;
  const products = collectionProducts(collection, data.products);
  const storefrontHref = paths.storefront.getHref(storefront.username);
  return (
    <main className={cn('min-h-dvh', themeClasses.page)} data-testid="storefront-collection">
      {collection.cover_url && (
        <img
          src={collection.cover_url}
          alt=""
          className="h-40 w-full object-cover sm:h-64"
          fetchPriority="high"
        />
      )}
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <header className="flex flex-col items-center gap-3 text-center">
          <a
            href={storefrontHref}
            className="flex items-center gap-2 font-medium underline-offset-2 hover:underline"
          >
            <CreatorAvatar username={storefront.username} src={storefront.avatar_url} size="sm" />
            <span>{`A collection by @${storefront.username}`}</span>
          </a>
          <h1 className="text-3xl font-bold tracking-tight">{collection.title}</h1>
          <p className="opacity-90">{products.length === 1 ? '1 product' : `${products.length} products`}</p>
          <AffiliateDisclosure text={storefront.disclosure} className="mt-2" />
        </header>
        <ProductSection
          title={`In this collection (${products.length})`}
          id="collection-products"
          products={products}
          storefront={storefront}
          codes={codes}
        />
        <p className="mt-12 text-center">
          <a href={storefrontHref} className="font-medium underline underline-offset-2">
            See everything in {storefront.marketplace_name}
          </a>
        </p>
      </div>
    </main>
  );
};
