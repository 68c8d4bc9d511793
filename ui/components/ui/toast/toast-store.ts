/**
 * The toasts on screen, as a store any renderer reads: the SPA's Toaster (toaster.tsx, through React's
 * useSyncExternalStore) and the public pages' DOM toaster (web/src/public/toasts.ts), which runs no React.
 */

export type ToastVariant = 'success' | 'destructive' | 'info';

export type Toast = {
  id: number;
  variant: ToastVariant;
  title: string;
  description?: string | undefined;
  /** A link under the text: what to do about it (a public page's notice offers the next step). */
  action?: ToastAction | undefined;
};

export type ToastAction = { label: string; href: string };

/** Beyond this many, the oldest toast makes way. */
const MAX_VISIBLE = 3;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const emit = (next: readonly Toast[]) => {
  toasts = next;
  for (const listener of listeners) listener();
};

export const subscribeToToasts = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const dismissToast = (id: number): void => emit(toasts.filter((toast) => toast.id !== id));

/** A modal `<dialog>` makes the rest of the page inert: a toast there is neither announced nor dismissable. */
const modalIsOpen = (): boolean =>
  typeof document !== 'undefined' && document.querySelector('dialog:modal') !== null;

/** How long a toast waits for a closing dialog before it shows anyway. */
const MODAL_WAIT_MS = 1000;

const whenNoModal = (then: () => void, deadline = performance.now() + MODAL_WAIT_MS): void => {
  if (!modalIsOpen() || performance.now() > deadline) {
    then();
    return;
  }
  requestAnimationFrame(() => whenNoModal(then, deadline));
};

const show = (variant: ToastVariant, title: string, description?: string, action?: ToastAction): number => {
  const id = nextId++;
  // A toast raised as a dialog closes ('Product Updated' on save) waits for it to close, so it lands
  // in a live region that screen readers hear. Dialogs show their own errors inside themselves.
  // One save is one toast: the same message raised again while it is on screen (a save reported by
  // both its form and its card, a repeated submit) replaces it rather than stacking a copy.
  const same = (toast: Toast) =>
    toast.variant === variant && toast.title === title && toast.description === description;
  whenNoModal(() =>
    emit(
      [...toasts.filter((toast) => !same(toast)), { id, variant, title, description, action }].slice(
        -MAX_VISIBLE,
      ),
    ),
  );
  return id;
};

/**
 * Callable from anywhere (components, mutation callbacks): `toast.error('Error signing in', message)`.
 * Errors render as role="alert", the rest as polite status messages.
 */
export const toast = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('destructive', title, description),
  info: (title: string, description?: string, action?: ToastAction) =>
    show('info', title, description, action),
};

/** The toasts on screen now (the same array until they change). */
export const currentToasts = (): readonly Toast[] => toasts;
