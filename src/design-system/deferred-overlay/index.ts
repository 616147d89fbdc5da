export { DeferredOverlay } from './deferred-overlay';
export type { DeferredOverlayProps } from './deferred-overlay';
