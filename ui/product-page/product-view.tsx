import { centsToDecimal } from '../../contracts/money-text';
import { PublicNotFound } from '../components/layouts/public-not-found';
import { buttonStyles } from '../components/ui/button';
import { ProductImage } from '../components/ui/product-image';

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

/** The price in the store's currency ("$26.00", "€26.00"), from integer cents as everywhere else. */
export const formatPrice = (cents: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
    centsToDecimal(cents) as `${number}`,
  );

/**
 * /product/{id}: where a creator's link lands when the brand has no store to send the shopper to (spec
 * 7.5), and a product's shareable page. Rendered on the server; it needs no script at all.
 */
export const ProductView = ({ product, homeHref }: { product: PublicProductView; homeHref: string }) => (
  <main className="min-h-dvh bg-slate-50" data-testid="product-page">
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-2 md:py-16">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <ProductImage src={product.image_url} eager />
      </div>
      <div className="flex flex-col gap-4">
        <p className="text-sm font-semibold tracking-wide text-violet-700 uppercase">{product.brand.name}</p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{product.name}</h1>
        <p className="text-2xl font-bold text-slate-900" data-testid="product-price">
          {formatPrice(product.price_cents, product.currency)}
        </p>
        {product.description && <p className="whitespace-pre-line text-slate-700">{product.description}</p>}
        {product.brand.shop_url ? (
          <a href={product.brand.shop_url} className={buttonStyles({ size: 'lg', className: 'self-start' })}>
            Buy at {product.brand.name}
          </a>
        ) : (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
            {product.brand.name} does not sell this product online yet. Check back soon.
          </p>
        )}
        <a href={homeHref} className="text-sm font-medium text-violet-700 underline-offset-2 hover:underline">
          About Affiliate Marketplace
        </a>
      </div>
    </div>
  </main>
);

export const ProductNotFoundView = ({ homeHref }: { homeHref: string }) => (
  <PublicNotFound title="Product not found" homeHref={homeHref} testId="product-404" />
);
