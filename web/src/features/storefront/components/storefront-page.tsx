import { type CSSProperties, useCallback, useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, buttonStyles } from '../../../components/ui/button';
import { CreatorAvatar } from '../../../components/ui/creator-avatar';
import { ProductImage } from '../../../components/ui/product-image';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { pageTitle } from '../../../config/app';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useSession } from '../../../lib/auth';
import { withReturnPath } from '../../../lib/return-path';
import { cn } from '../../../utils/cn';
import { formatFollowers, formatUsd } from '../../../utils/format';
import { useFollowState, useToggleFollow } from '../api/follow-storefront';
import { type PublicStorefront, type StorefrontProduct, useStorefront } from '../api/get-storefront';
import { followParam, followReturnPath, notePendingFollow, takePendingFollow } from '../api/pending-follow';

/** Dark text on light colours, white on dark ones (WCAG relative luminance), so any theme stays legible. */
const readableOn = (hex: string): string => {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#0f172a' : '#ffffff';
};

/** /{username}: a creator's public storefront (spec 2.3), with no standard layout. */
export const StorefrontPage = ({ username }: { username: string }) => {
  const storefront = useStorefront(username);
  if (storefront.isPending)
    return (
      <main className="flex min-h-dvh items-center justify-center text-slate-700">
        <title>{pageTitle(`@${username}`)}</title>
        <h1 className="sr-only">@{username}</h1>
        <Spinner size="lg" label="Loading storefront" />
      </main>
    );
  // Spec 8: a storefront load error gives the storefront 404 view (here with a way to try again).
  if (!storefront.data)
    return <StorefrontNotFound onRetry={storefront.isError ? () => void storefront.refetch() : undefined} />;
  return <Storefront data={storefront.data} />;
};

const StorefrontNotFound = ({ onRetry }: { onRetry: (() => void) | undefined }) => (
  <main
    className="flex min-h-dvh flex-col items-center justify-center px-4 text-center"
    data-testid="storefront-404"
  >
    <title>{pageTitle('Storefront not found')}</title>
    <p className="text-6xl font-extrabold text-slate-900">404</p>
    <h1 className="mt-3 text-xl font-semibold text-slate-700">Storefront not found</h1>
    <div className="mt-8 flex gap-3">
      <Link to={paths.home.getHref()} className={buttonStyles()}>
        Go Home
      </Link>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  </main>
);

const Storefront = ({ data }: { data: PublicStorefront }) => {
  const { storefront, products } = data;
  const featured = products.filter((product) => product.featured);
  const pageText = readableOn(storefront.background_color);
  const description =
    storefront.bio || `Products picked by @${storefront.username}: shop ${storefront.marketplace_name}.`;
  const image = storefront.header_image_url ?? storefront.avatar_url;

  return (
    <main
      className="min-h-dvh"
      style={{ backgroundColor: storefront.background_color, color: pageText }}
      data-testid="storefront"
    >
      {/* Share previews: React hoists these into <head> (the SPA sets them once the data is here). */}
      <title>{pageTitle(storefront.marketplace_name)}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={`${storefront.marketplace_name} · @${storefront.username}`} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={window.location.href} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />

      {storefront.header_image_url && (
        <img src={storefront.header_image_url} alt="" className="h-40 w-full object-cover sm:h-56" />
      )}
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <header className="flex flex-col items-center gap-3 text-center">
          <CreatorAvatar username={storefront.username} src={storefront.avatar_url} size="xl" />
          <h1 className="text-3xl font-bold tracking-tight" style={{ color: pageText }}>
            {storefront.marketplace_name}
          </h1>
          <p className="font-medium opacity-90">@{storefront.username}</p>
          <FollowerCount count={storefront.follower_count} username={storefront.username} />
          {storefront.bio && <p className="max-w-xl opacity-90">{storefront.bio}</p>}
          <div className="mt-2 flex gap-3">
            <ShareButton name={storefront.marketplace_name} />
            <FollowButton username={storefront.username} themeColor={storefront.theme_color} />
          </div>
        </header>

        {products.length === 0 ? (
          <section
            className="mt-12 rounded-2xl border border-current/20 p-10 text-center"
            data-testid="storefront-empty"
          >
            <h2 className="text-xl font-semibold">No Products Yet</h2>
            <p className="mt-2 opacity-90">
              {storefront.username} hasn't added any products to their storefront yet.
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
              />
            )}
            <ProductSection
              title={`All Products (${products.length})`}
              id="all-products"
              products={products}
              storefront={storefront}
            />
          </>
        )}
      </div>
    </main>
  );
};

/** The storefront's followers (people who pressed Follow), shown only above 0 (spec 2.3). */
const FollowerCount = ({ count, username }: { count: number; username: string }) => {
  const follow = useFollowState(username, useSession().status === 'signed-in');
  // A signed-in viewer's own answer is fresher than the CDN's copy of the page.
  const shown = follow.data?.follower_count ?? count;
  if (shown <= 0) return null;
  return (
    <p className="text-sm opacity-90" data-testid="storefront-followers">
      {formatFollowers(shown)} {shown === 1 ? 'follower' : 'followers'}
    </p>
  );
};

const ShareButton = ({ name }: { name: string }) => {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, url });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link Copied', 'The storefront link is on your clipboard.');
    } catch {
      toast.error('Copy Failed', 'Failed to copy link to clipboard');
    }
  };
  return (
    <Button variant="secondary" onClick={() => void share()}>
      Share
    </Button>
  );
};

const FollowButton = ({ username, themeColor }: { username: string; themeColor: string }) => {
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = session.status === 'signed-in';
  const state = useFollowState(username, signedIn);
  const toggle = useToggleFollow(username);
  const following = state.data?.following === true;
  const style: CSSProperties = { backgroundColor: themeColor, color: readableOn(themeColor) };

  // react-query's `mutate` keeps its identity across renders, so the effect below can depend on it.
  const { mutate } = toggle;
  const follow = useCallback(
    (next: boolean) =>
      mutate(next, {
        onError: (error) =>
          toast.error('Error', apiErrorMessage(error, next ? 'Failed to follow' : 'Failed to unfollow')),
      }),
    [mutate],
  );

  // Back from logging in with ?follow=1: complete the Follow pressed before, once, and drop the
  // parameter so a reload or a copied link does not carry it.
  const [searchParams, setSearchParams] = useSearchParams();
  const returning = searchParams.get(followParam) === '1';
  const completed = useRef(false);
  useEffect(() => {
    if (!returning || session.status === 'loading' || completed.current) return;
    completed.current = true;
    setSearchParams(
      (params) => {
        params.delete(followParam);
        return params;
      },
      { replace: true },
    );
    if (session.status === 'signed-in' && takePendingFollow(username)) follow(true);
  }, [returning, session.status, username, setSearchParams, follow]);

  const onClick = () => {
    if (!signedIn) {
      toast.info('Login Required', `Please log in to follow ${username}`);
      notePendingFollow(username);
      navigate(
        withReturnPath(paths.auth.login.getHref(), followReturnPath(paths.storefront.getHref(username))),
      );
      return;
    }
    follow(!following);
  };

  return (
    <Button
      onClick={onClick}
      isLoading={toggle.isPending}
      aria-pressed={signedIn ? following : undefined}
      style={style}
      className="hover:opacity-90"
      data-testid="storefront-follow"
    >
      {following ? 'Following' : 'Follow'}
    </Button>
  );
};

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
}: {
  title: string;
  id: string;
  products: StorefrontProduct[];
  storefront: PublicStorefront['storefront'];
}) => (
  <section className="mt-10" aria-labelledby={id}>
    <h2 id={id} className="text-xl font-semibold">
      {title}
    </h2>
    <ul className={cn('mt-4', layouts[storefront.layout_style])}>
      {products.map((product) => (
        <li key={product.product_id}>
          <ProductCard product={product} storefront={storefront} />
        </li>
      ))}
    </ul>
  </section>
);

const ProductCard = ({
  product,
  storefront,
}: {
  product: StorefrontProduct;
  storefront: PublicStorefront['storefront'];
}) => {
  const list = storefront.layout_style === 'list';
  // Spec 2.3: clicking a product shows the notice.
  const interested = () =>
    toast.info('Interested in this product?', `Contact ${storefront.username} for more information`);
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
        onClick={interested}
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
        <h3 className="font-semibold">{product.name}</h3>
        <p className="text-sm text-slate-600">{product.brand_name}</p>
        {product.custom_description && <p className="text-sm text-slate-700">{product.custom_description}</p>}
        <div className="mt-2 flex items-center justify-between gap-3">
          <span className="font-bold">{formatUsd(product.price_cents)}</span>
          {/* The creator's own tracked link: the click is counted and the sale attributed to them. */}
          <a
            href={product.share_url}
            className={buttonStyles({ size: 'sm' })}
            style={{ backgroundColor: storefront.theme_color, color: readableOn(storefront.theme_color) }}
          >
            Shop<span className="sr-only"> {product.name}</span>
          </a>
        </div>
      </div>
    </article>
  );
};
