export { preloadable } from './preloadable';
export type { PreloadableComponent } from './preloadable';
