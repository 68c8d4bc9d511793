import { useSyncExternalStore } from 'react';

export type ToastVariant = 'success' | 'destructive' | 'info';

export type Toast = {
  id: number;
  variant: ToastVariant;
  title: string;
  description?: string | undefined;
};

/** Beyond this many, the oldest toast makes way. */
const MAX_VISIBLE = 3;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const emit = (next: readonly Toast[]) => {
  toasts = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const dismissToast = (id: number): void => emit(toasts.filter((toast) => toast.id !== id));

const show = (variant: ToastVariant, title: string, description?: string): number => {
  const id = nextId++;
  emit([...toasts, { id, variant, title, description }].slice(-MAX_VISIBLE));
  return id;
};

/**
 * Callable from anywhere (components, mutation callbacks): `toast.error('Error signing in', message)`.
 * Errors render as role="alert", the rest as polite status messages.
 */
export const toast = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('destructive', title, description),
  info: (title: string, description?: string) => show('info', title, description),
};

const getSnapshot = () => toasts;

export const useToasts = (): readonly Toast[] => useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
