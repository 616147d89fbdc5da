import { UNSTABLE_ToastQueue as ToastQueue, type ToastOptions } from 'react-aria-components';

export type ToastVariant = 'success' | 'error' | 'info';

/** What a toast shows. */
export interface ToastContent {
  /** The message, already translated. */
  message: string;
  /** Colour and icon. */
  variant: ToastVariant;
}

/** How long a toast stays unless hovered or focused (DESIGN-LANGUAGE.md: five seconds). */
const defaultToastTimeout = 5000;

/** The app's one toast queue; ToastRegion renders it. At most five are visible at once. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

function show(queue: ToastQueue<ToastContent>, variant: ToastVariant, message: string, options?: ToastOptions) {
  return queue.add({ message, variant }, { timeout: defaultToastTimeout, ...options });
}

/** Builds `success`, `error` and `info` helpers bound to a queue; each returns the toast's key. */
export function createToastHelpers(queue: ToastQueue<ToastContent>) {
  return {
    success: (message: string, options?: ToastOptions) => show(queue, 'success', message, options),
    error: (message: string, options?: ToastOptions) => show(queue, 'error', message, options),
    info: (message: string, options?: ToastOptions) => show(queue, 'info', message, options),
    /** Closes one toast by the key its helper returned. */
    close: (key: string) => queue.close(key),
  };
}

/** Shows a toast on the app's queue, e.g. `toast.success(t('saved'))`; `{ timeout: 0 }` keeps it until dismissed. */
export const toast = createToastHelpers(toastQueue);
