import type { ReactNode } from 'react';
import { buttonStyles } from '../components/ui/button';
import { ProductImage } from '../components/ui/product-image';
import { paths } from '../config/paths';
import { cn } from '../utils/cn';
import { formatUsd } from '../utils/format';
import { DiscountCode } from './discount-code';
import { themeClasses } from './storefront-theme';
import type { PublicStorefront, StorefrontCodes, StorefrontProduct } from './storefront-types';

/** The storefront's product cards, shared by its page, its collections' sections and pages. */
export const layouts = {
  grid: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  list: 'flex flex-col gap-3',
  masonry: 'columns-1 gap-4 sm:columns-2 lg:columns-3 [&>li]:mb-4 [&>li]:break-inside-avoid',
} as const;

export const ProductSection = ({
  title,
  id,
  products,
  storefront,
  codes,
  children,
}: {
  title: string;
  id: string;
  products: StorefrontProduct[];
  storefront: PublicStorefront['storefront'];
  codes: StorefrontCodes;
  /** Beside the title: a collection's link to its own page. */
  children?: ReactNode;
}) => (
  <section className="mt-10" aria-labelledby={id}>
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </div>
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

export const ProductCard = ({
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
