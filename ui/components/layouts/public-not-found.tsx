import { buttonStyles } from '../ui/button';

/**
 * The 404 of a server-rendered public page (a storefront, a product): a full page with a way home. A
 * plain link: the page may have no script at all.
 */
export const PublicNotFound = ({
  title,
  homeHref,
  testId,
}: {
  title: string;
  homeHref: string;
  testId: string;
}) => (
  <main className="flex min-h-dvh flex-col items-center justify-center px-4 text-center" data-testid={testId}>
    <p className="text-6xl font-extrabold text-slate-900">404</p>
    <h1 className="mt-3 text-xl font-semibold text-slate-700">{title}</h1>
    <div className="mt-8 flex gap-3">
      <a href={homeHref} className={buttonStyles()}>
        Go Home
      </a>
    </div>
  </main>
);
