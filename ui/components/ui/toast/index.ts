export { dismissToast, type Toast, toast } from './toast-store';
export { Toaster, useToasts } from './toaster';
