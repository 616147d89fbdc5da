export { preloadable } from './preloadable';
export type { PreloadableComponent } from './preloadable';
export { whenIdle } from './when-idle';
