import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

// One list for every caller: a grid mounts dozens of tiles a second while it scrolls, and each new list costs the
// browser a fresh evaluation of the query. Its `matches` stays live.
let list: MediaQueryList | null = null;
const mediaList = () => (list ??= window.matchMedia(query));

const subscribe = (onChange: () => void) => {
  const media = mediaList();
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/**
 * Whether motion should be reduced: the system setting, or data-reduce-motion on <html> (an app setting, and
 * the screenshot tests), the same two switches base.css honours for CSS animations. The design system imports
 * nothing from lib, so it reads the media query itself.
 */
export function useReducedMotion(): boolean {
  const prefersReduced = useSyncExternalStore(
    subscribe,
    () => mediaList().matches,
    () => false,
  );
  return prefersReduced || document.documentElement.dataset.reduceMotion !== undefined;
}
