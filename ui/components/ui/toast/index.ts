export { dismissToast, type Toast, toast, useToasts } from './toast-store';
export { Toaster } from './toaster';
