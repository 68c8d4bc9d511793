import { useEffect, useState, useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToToasts, type Toast } from './toast-store';
import { dismissIconPath, dismissLabel, toastClasses, toastDurations } from './toast-styles';

export const useToasts = (): readonly Toast[] =>
  useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);

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
    <section aria-label="Notifications" data-testid="toasts" data-toaster="" className={toastClasses.toaster}>
      <div role="alert" aria-atomic="false" className={toastClasses.region}>
        {errors.map((item) => (
          <ToastItem key={item.id} toast={item} />
        ))}
      </div>
      <div role="status" aria-atomic="false" className={toastClasses.region}>
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
    const timer = window.setTimeout(() => dismissToast(toast.id), toastDurations[toast.variant]);
    return () => window.clearTimeout(timer);
  }, [held, toast.id, toast.variant]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the auto-dismiss timer.
    <div
      data-variant={toast.variant}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      className={toastClasses.item(toast.variant)}
    >
      <span aria-hidden="true" className={toastClasses.dot} />
      <div className={toastClasses.body}>
        <p className={toastClasses.title}>{toast.title}</p>
        {toast.description && <p className={toastClasses.description(toast.variant)}>{toast.description}</p>}
        {toast.action && (
          <a href={toast.action.href} className={toastClasses.action}>
            {toast.action.label}
          </a>
        )}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={dismissLabel}
        className={toastClasses.dismiss(toast.variant)}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={toastClasses.dismissIcon}>
          <path d={dismissIconPath} />
        </svg>
      </button>
    </div>
  );
};
