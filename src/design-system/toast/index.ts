export { DeferredToastRegion } from './deferred-toast-region';
export { ToastRegion } from './toast';
export type { ToastRegionProps } from './toast';
export { toast, toastQueue } from './toast-queue';
export type { ToastContent, ToastVariant } from './toast-queue';
