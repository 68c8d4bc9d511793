import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { StatusPanel } from '../components/layouts/status-panel';
import { buttonStyles } from '../components/ui/button';
import { CreatorAvatar } from '../components/ui/creator-avatar';
import { ProductImage } from '../components/ui/product-image';
import { paths } from '../config/paths';
import { cn } from '../utils/cn';
import { formatUsd } from '../utils/format';
import { AffiliateDisclosure } from './affiliate-disclosure';
import { DiscountCode } from './discount-code';
import { themeClasses } from './storefront-theme';
import type { PublicStorefront, StorefrontCodes, StorefrontProduct } from './storefront-types';

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

const layouts = {
  grid: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  list: 'flex flex-col gap-3',
  masonry: 'columns-1 gap-4 sm:columns-2 lg:columns-3 [&>li]:mb-4 [&>li]:break-inside-avoid',
} as const;

const ProductSection = ({
  title,
  id,
  products,
  storefront,
  codes,
}: {
  title: string;
  id: string;
  products: StorefrontProduct[];
  storefront: PublicStorefront['storefront'];
  codes: StorefrontCodes;
}) => (
  <section className="mt-10" aria-labelledby={id}>
    <h2 id={id} className="text-xl font-semibold">
      {title}
    </h2>
    <ul className={cn('mt-4', layouts[storefront.layout_style])}>
      {products.map((product) => (
        <li key={product.product_id}>
          <ProductCard product={product} storefront={storefront} code={codes[product.product_id]} />
        </li>
      ))}
    </ul>
  </section>
);

/**
 * Spec 2.3: clicking a product shows a notice. The button carries the notice's text; the page's script
 * (web/src/public/entry.ts) shows it, so the card itself stays plain HTML. Issue 21: the notice's link
 * opens a message to the creator for a signed-in brand; anyone else is told to sign in as a brand.
 */
export const productNotice = (username: string) => ({
  title: 'Interested in this product?',
  description: `Contact ${username} for more information. Brands can message ${username} once signed in to a brand account.`,
  actionLabel: `Message ${username}`,
  actionHref: paths.brand.messageTo.getHref(username),
});

const ProductCard = ({
  product,
  storefront,
  code,
}: {
  product: StorefrontProduct;
  storefront: PublicStorefront['storefront'];
  code: StorefrontCodes[string] | undefined;
}) => {
  const list = storefront.layout_style === 'list';
  const notice = productNotice(storefront.username);
  return (
    <article
      className={cn(
        'relative overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-900 shadow-sm',
        list && 'flex items-stretch',
      )}
      data-testid="storefront-product"
    >
      <button
        type="button"
        data-notice-title={notice.title}
        data-notice-description={notice.description}
        data-notice-action-label={notice.actionLabel}
        data-notice-action-href={notice.actionHref}
        className={cn('block text-left', list ? 'w-32 shrink-0 sm:w-40' : 'w-full')}
      >
        <span className="sr-only">About {product.name}</span>
        <ProductImage src={product.image_url} className={list ? 'h-full' : undefined} />
      </button>
      {product.featured && (
        <span className="absolute top-2 left-2 rounded-full bg-amber-300 px-2 py-0.5 text-xs font-semibold text-slate-900">
          Featured
        </span>
      )}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-semibold">
          {/* The product's page as this storefront shows it: the creator's disclosure, Buy through their link. */}
          <a
            href={paths.storefrontProduct.getHref(storefront.username, product.product_id)}
            className="underline-offset-2 hover:underline"
          >
            {product.name}
          </a>
        </h3>
        <p className="text-sm text-slate-600">{product.brand_name}</p>
        {product.custom_description && <p className="text-sm text-slate-700">{product.custom_description}</p>}
        {code && <DiscountCode shown={code} className="mt-1" />}
        <div className="mt-2 flex items-center justify-between gap-3">
          <span className="font-bold">{formatUsd(product.price_cents)}</span>
          {/* The creator's own tracked link: the click is counted and the sale attributed to them. */}
          <a
            href={product.share_url}
            className={buttonStyles({ size: 'sm', className: cn(themeClasses.accent, 'hover:opacity-90') })}
          >
            Shop<span className="sr-only"> {product.name}</span>
          </a>
        </div>
      </div>
    </article>
  );
};
