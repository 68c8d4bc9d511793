import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { StatusPanel } from '../components/layouts/status-panel';
import { buttonStyles } from '../components/ui/button';
import { CreatorAvatar } from '../components/ui/creator-avatar';
import { paths } from '../config/paths';
import { cn } from '../utils/cn';
import { AffiliateDisclosure } from './affiliate-disclosure';
import { CollectionSections } from './collection-sections';
import { ProductSection } from './product-card';
import { themeClasses } from './storefront-theme';
import type { PublicStorefront, StorefrontCodes } from './storefront-types';

/**
 * /{username}: a creator's public storefront (spec 2.3), with no standard layout. Rendered to HTML on the
 * server (functions/public-pages/) so shoppers and link-preview crawlers get it whole without JavaScript;
 * only `social` (Follow, Share and the follower count) is an island the browser brings to life.
 */
export const StorefrontView = ({
  data,
  social,
  codes = {},
  preview = false,
}: {
  data: PublicStorefront;
  social: ReactNode;
  /** The creator's usable discount codes by product (the server-rendered page reads them). */
  codes?: StorefrontCodes;
  /** The editor's live preview: a part of another page, not a page's main landmark. */
  preview?: boolean;
}) => {
  const { storefront, products } = data;
  const featured = products.filter((product) => product.featured);
  const Root = preview ? 'div' : 'main';
  return (
    // Colours from the storefront's theme stylesheet (storefront-theme.ts), which the page links.
    <Root
      className={cn(preview ? 'min-h-full' : 'min-h-dvh', themeClasses.page)}
      data-testid={preview ? 'storefront-live-preview' : 'storefront'}
    >
      {storefront.header_image_url && (
        // The largest paint of most storefronts: fetched first, never lazily.
        <img
          src={storefront.header_image_url}
          alt=""
          className="h-40 w-full object-cover sm:h-56"
          fetchPriority="high"
        />
      )}
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <header className="flex flex-col items-center gap-3 text-center">
          <CreatorAvatar username={storefront.username} src={storefront.avatar_url} size="xl" />
          <h1 className="text-3xl font-bold tracking-tight">{storefront.marketplace_name}</h1>
          <p className="font-medium opacity-90">@{storefront.username}</p>
          {social}
          <AffiliateDisclosure text={storefront.disclosure} className="mt-2" />
        </header>

        {products.length === 0 ? (
          <section
            className="mt-12 rounded-2xl border border-current/20 p-10 text-center"
            data-testid="storefront-empty"
          >
            <h2 className="text-xl font-semibold">No Products Yet</h2>
            <p className="mt-2 opacity-90">
              {storefront.username} hasn't added any products to their marketplace yet.
            </p>
          </section>
        ) : (
          <>
            {featured.length > 0 && (
              <ProductSection
                title={`Featured Products (${featured.length})`}
                id="featured-products"
                products={featured}
                storefront={storefront}
                codes={codes}
              />
            )}
            <CollectionSections data={data} codes={codes} />
            <ProductSection
              title={`All Products (${products.length})`}
              id="all-products"
              products={products}
              storefront={storefront}
              codes={codes}
            />
          </>
        )}
      </div>
    </Root>
  );
};

/** What a visitor of a missing or switched-off storefront reads (spec 2.3's words, a contract). */
export const storefrontNotFoundTitle = 'Marketplace not found';

/**
 * The 404 of a storefront that does not exist or is switched off (spec 2.3): inside the app's layout
 * (header, footer), so the visitor has somewhere to go. The server renders it inside a router
 * (ui/public/pages/storefront-page.tsx), and the SPA at /{username} when it starts over that page.
 */
export const StorefrontNotFoundView = () => (
  <StatusPanel
    eyebrow={<span className="text-6xl font-extrabold tracking-normal normal-case">404</span>}
    title={storefrontNotFoundTitle}
    data-testid="storefront-404"
  >
    <p className="mt-2 text-slate-600">There is no storefront at this address, or it is switched off.</p>
    <Link to={paths.home.getHref()} className={buttonStyles({ className: 'mt-8' })}>
      Go Home
    </Link>
  </StatusPanel>
);
