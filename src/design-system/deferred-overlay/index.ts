export { DeferredDialogTrigger } from './deferred-dialog-trigger';
export type { DeferredDialogTriggerProps } from './deferred-dialog-trigger';
export { DeferredMenuTrigger } from './deferred-menu-trigger';
export type { DeferredMenuTriggerProps } from './deferred-menu-trigger';
export { DeferredOverlay } from './deferred-overlay';
export type { DeferredOverlayProps } from './deferred-overlay';
