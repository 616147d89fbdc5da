import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/**
 * Whether motion should be reduced: the system setting, or data-reduce-motion on <html> (an app setting, and
 * the screenshot tests), the same two switches base.css honours for CSS animations. The design system imports
 * nothing from lib, so it reads the media query itself.
 */
export function useReducedMotion(): boolean {
  const prefersReduced = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
  return prefersReduced || document.documentElement.dataset.reduceMotion !== undefined;
}
