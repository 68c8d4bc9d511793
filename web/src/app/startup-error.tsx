import { Button } from '../../../ui/components/ui/button';

/** Shown instead of the app when /config.json cannot be loaded: nothing else can work without it. */
export const StartupError = ({ error }: { error: unknown }) => (
  <div className="flex min-h-dvh items-center justify-center px-4" data-testid="startup-error">
    <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">We couldn't start the app</h1>
      <p className="mt-2 text-slate-600">
        The configuration could not be loaded. Please try again in a moment.
      </p>
      <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-100 p-3 text-left text-sm whitespace-pre-wrap text-red-700">
        {error instanceof Error ? error.message : String(error)}
      </pre>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </div>
  </div>
);
