import { centsToDecimal } from '../../contracts/money-text';
import { PublicNotFound } from '../components/layouts/public-not-found';
import { buttonStyles } from '../components/ui/button';
import { CreatorAvatar } from '../components/ui/creator-avatar';
import { ProductImage } from '../components/ui/product-image';
import { paths } from '../config/paths';
import { AffiliateDisclosure } from '../storefront/affiliate-disclosure';
import { DiscountCode } from '../storefront/discount-code';
import type { ShownCode } from '../storefront/storefront-types';

/** A product as every visitor sees it on /product/{id} (functions/catalogue readPublicProduct). */
export interface PublicProductView {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  currency: string;
  image_url: string | null;
  brand: { name: string; shop_url: string | null };
}

/**
 * The creator whose storefront the page was reached from (/{username}/p/{id}, issue 34): their
 * disclosure, a way back to their storefront, and Buy through their own tracked link (/r/{code}), so the
 * sale is theirs.
 */
export interface PickedBy {
  username: string;
  marketplace_name: string;
  avatar_url: string | null;
  disclosure: string;
  storefront_href: string;
  share_url: string;
  /** Their note on the product, as their storefront shows it. */
  custom_description: string | null;
  /** Their usable discount code at the product's brand, if any. */
  discount_code: ShownCode | null;
}

/** A storefront that shows the product (functions/storefront readStorefrontsFeaturing). */
export interface FeaturingCreator {
  username: string;
  marketplace_name: string;
  avatar_url: string | null;
}

/** What the page says when no creator's storefront led to it: true of every creator the marketplace lists. */
export const marketplaceDisclosure =
  'Creators on Affiliate Marketplace earn a commission from purchases made through their links.';

/** The price in the store's currency ("$26.00", "€26.00"), from integer cents as everywhere else. */
export const formatPrice = (cents: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
    centsToDecimal(cents) as `${number}`,
  );

/**
 * /product/{id}: where a creator's link lands when the brand has no store to send the shopper to (spec
 * 7.5), and a product's shareable page. Rendered on the server; it needs no script at all.
 */
export const ProductView = ({
  product,
  homeHref,
  pickedBy,
  featuredBy = [],
}: {
  product: PublicProductView;
  homeHref: string;
  pickedBy?: PickedBy;
  /** The storefronts that show it (the one the page was reached from left out). */
  featuredBy?: FeaturingCreator[];
}) => (
  <main className="min-h-dvh bg-slate-50" data-testid="product-page">
    <div className="mx-auto max-w-5xl px-4 pt-6 sm:px-6">
      {pickedBy && (
        <a
          href={pickedBy.storefront_href}
          className="mb-3 inline-flex items-center gap-2 rounded-full py-1 pr-3 text-sm font-medium text-slate-700 hover:text-violet-700"
          data-testid="picked-by"
        >
          <CreatorAvatar username={pickedBy.username} src={pickedBy.avatar_url} size="xs" />
          <span>
            Picked by @{pickedBy.username}
            <span className="sr-only">: back to {pickedBy.marketplace_name}</span>
          </span>
        </a>
      )}
      <AffiliateDisclosure
        text={pickedBy?.disclosure ?? marketplaceDisclosure}
        className="mx-0 border-slate-300 text-slate-700"
      />
    </div>
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:px-6 md:grid-cols-2 md:py-12">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <ProductImage src={product.image_url} eager />
      </div>
      <div className="flex flex-col gap-4">
        <p className="text-sm font-semibold tracking-wide text-violet-700 uppercase">{product.brand.name}</p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{product.name}</h1>
        <p className="text-2xl font-bold text-slate-900" data-testid="product-price">
          {formatPrice(product.price_cents, product.currency)}
        </p>
        {pickedBy?.custom_description && (
          <blockquote className="border-l-4 border-violet-300 pl-3 text-slate-800" data-testid="creator-note">
            <p>{pickedBy.custom_description}</p>
            <footer className="mt-1 text-sm text-slate-600">@{pickedBy.username}</footer>
          </blockquote>
        )}
        {product.description && <p className="whitespace-pre-line text-slate-700">{product.description}</p>}
        {pickedBy?.discount_code && <DiscountCode shown={pickedBy.discount_code} className="self-start" />}
        {product.brand.shop_url ? (
          // From a creator's storefront, Buy goes through their tracked link: the click is counted and the
          // sale attributed to them; the redirect sends the shopper on to the same store page.
          <a
            href={pickedBy?.share_url ?? product.brand.shop_url}
            className={buttonStyles({ size: 'lg', className: 'self-start' })}
          >
            Buy at {product.brand.name}
          </a>
        ) : (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
            {product.brand.name} does not sell this product online yet. Check back soon.
          </p>
        )}
        {featuredBy.length > 0 && (
          <FeaturedBy productId={product.id} creators={featuredBy} again={Boolean(pickedBy)} />
        )}
        <a href={homeHref} className="text-sm font-medium text-violet-700 underline-offset-2 hover:underline">
          About Affiliate Marketplace
        </a>
      </div>
    </div>
  </main>
);

/**
 * The creators whose storefronts show the product, as ShopMy lists them: each leads to the product as
 * that storefront shows it, so a shopper who buys from there buys through that creator.
 */
const FeaturedBy = ({
  productId,
  creators,
  again,
}: {
  productId: string;
  creators: FeaturingCreator[];
  again: boolean;
}) => (
  <section aria-labelledby="featured-by" className="mt-2" data-testid="featured-by">
    <h2 id="featured-by" className="text-sm font-semibold text-slate-900">
      {again ? 'Also picked by' : 'Picked by creators'}
    </h2>
    <ul className="mt-2 flex flex-wrap gap-2">
      {creators.map((creator) => (
        <li key={creator.username}>
          <a
            href={paths.storefrontProduct.getHref(creator.username, productId)}
            className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm text-slate-800 hover:border-violet-300 hover:text-violet-800"
          >
            <CreatorAvatar username={creator.username} src={creator.avatar_url} size="xs" />
            <span>
              @{creator.username}
              <span className="sr-only"> ({creator.marketplace_name})</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  </section>
);

export const ProductNotFoundView = ({ homeHref }: { homeHref: string }) => (
  <PublicNotFound title="Product not found" homeHref={homeHref} testId="product-404" />
);
