import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, buttonStyles } from '../../../../ui/components/ui/button';
import { pageTitle } from '../../../../ui/config/app';

const describe = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Unknown error';
};

/** The router's last line of defence (render errors, a page chunk that failed to load). */
export const RouteErrorBoundary = () => {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-4" data-testid="route-error">
      <title>{pageTitle('Error')}</title>
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Unexpected Application Error!</h1>
        <p className="mt-2 text-slate-600">Something went wrong while showing this page.</p>
        <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-100 p-3 text-left text-sm whitespace-pre-wrap text-red-700">
          {describe(error)}
        </pre>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          {/* A full load, not a router link: the router itself may be what failed. */}
          <a href="/" className={buttonStyles({ variant: 'secondary' })}>
            Go home
          </a>
        </div>
      </div>
    </div>
  );
};
