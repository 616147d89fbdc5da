import { useMediaQuery } from '../../lib/hooks';

/**
 * Whether motion should be reduced: the system setting, or data-reduce-motion on <html> (an app setting, and
 * the screenshot tests), the same two switches base.css honours for CSS animations.
 */
export function useReducedMotion(): boolean {
  const prefersReduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  return prefersReduced || document.documentElement.dataset.reduceMotion !== undefined;
}
