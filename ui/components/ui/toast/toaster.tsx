import { useEffect, useState } from 'react';
import { cn } from '../../../utils/cn';
import { dismissToast, type Toast, useToasts } from './toast-store';

const durations: Record<Toast['variant'], number> = { success: 5000, info: 5000, destructive: 8000 };

const variantStyles: Record<Toast['variant'], string> = {
  success: 'border-emerald-200 bg-white text-slate-900 [--accent:var(--color-emerald-600)]',
  info: 'border-slate-200 bg-white text-slate-900 [--accent:var(--color-violet-600)]',
  destructive: 'border-red-700 bg-red-600 text-white [--accent:var(--color-white)]',
};

/**
 * Render once, near the root; toasts are added with `toast.*()` from toast-store. The two live regions
 * are always in the page (a region inserted together with its text is often not announced): errors
 * are assertive alerts, everything else is a polite status.
 */
export const Toaster = () => {
  const toasts = useToasts();
  const errors = toasts.filter((item) => item.variant === 'destructive');
  const others = toasts.filter((item) => item.variant !== 'destructive');
  return (
    <section
      aria-label="Notifications"
      data-testid="toasts"
      data-toaster=""
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:right-0 sm:left-auto sm:items-end"
    >
      <div role="alert" aria-atomic="false" className="flex w-full flex-col items-center gap-2 sm:items-end">
        {errors.map((item) => (
          <ToastItem key={item.id} toast={item} />
        ))}
      </div>
      <div role="status" aria-atomic="false" className="flex w-full flex-col items-center gap-2 sm:items-end">
        {others.map((item) => (
          <ToastItem key={item.id} toast={item} />
        ))}
      </div>
    </section>
  );
};

const ToastItem = ({ toast }: { toast: Toast }) => {
  // Hover or keyboard focus holds the toast open, so it can be read and dismissed at leisure.
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), durations[toast.variant]);
    return () => window.clearTimeout(timer);
  }, [held, toast.id, toast.variant]);

  const isError = toast.variant === 'destructive';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the auto-dismiss timer.
    <div
      data-variant={toast.variant}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      className={cn(
        'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg motion-safe:animate-toast-in',
        variantStyles[toast.variant],
      )}
    >
      <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-(--accent)" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description && (
          <p className={cn('mt-1 text-sm break-words', isError ? 'text-white' : 'text-slate-600')}>
            {toast.description}
          </p>
        )}
        {toast.action && (
          <a
            href={toast.action.href}
            className="mt-2 inline-block text-sm font-semibold text-violet-700 underline-offset-2 hover:underline"
          >
            {toast.action.label}
          </a>
        )}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label="Dismiss notification"
        className={cn(
          '-m-1 rounded-md p-1 focus-visible:outline-2',
          isError
            ? 'text-red-100 hover:bg-red-700 hover:text-white focus-visible:outline-white'
            : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
        </svg>
      </button>
    </div>
  );
};
