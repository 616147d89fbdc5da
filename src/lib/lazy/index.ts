export { preloadable } from './preloadable';
export { whenIdle } from './when-idle';
