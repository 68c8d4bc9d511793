import { cn } from '../../../utils/cn';
import type { Toast } from './toast-store';

/**
 * How a toast looks and how long it stays, for both toasters: the SPA's (toaster.tsx, React) and the
 * public pages' (web/src/public/toasts.ts, plain DOM, so a storefront loads no framework). One source, so
 * a notice looks the same on a storefront and in the app.
 */
export const toastDurations: Record<Toast['variant'], number> = {
  success: 5000,
  info: 5000,
  destructive: 8000,
};

const variantStyles: Record<Toast['variant'], string> = {
  success: 'border-emerald-200 bg-white text-slate-900 [--accent:var(--color-emerald-600)]',
  info: 'border-slate-200 bg-white text-slate-900 [--accent:var(--color-violet-600)]',
  destructive: 'border-red-700 bg-red-600 text-white [--accent:var(--color-white)]',
};

export const toastClasses = {
  toaster:
    'pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:right-0 sm:left-auto sm:items-end',
  region: 'flex w-full flex-col items-center gap-2 sm:items-end',
  item: (variant: Toast['variant']) =>
    cn(
      'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg motion-safe:animate-toast-in',
      variantStyles[variant],
    ),
  dot: 'mt-1.5 size-2 shrink-0 rounded-full bg-(--accent)',
  body: 'min-w-0 flex-1',
  title: 'text-sm font-semibold',
  description: (variant: Toast['variant']) =>
    cn('mt-1 text-sm break-words', variant === 'destructive' ? 'text-white' : 'text-slate-600'),
  action: 'mt-2 inline-block text-sm font-semibold text-violet-700 underline-offset-2 hover:underline',
  dismiss: (variant: Toast['variant']) =>
    cn(
      '-m-1 rounded-md p-1 focus-visible:outline-2',
      variant === 'destructive'
        ? 'text-red-100 hover:bg-red-700 hover:text-white focus-visible:outline-white'
        : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900',
    ),
  dismissIcon: 'size-4',
} as const;

export const dismissLabel = 'Dismiss notification';

/** The dismiss button's cross (a 20×20 path). */
export const dismissIconPath =
  'M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z';
