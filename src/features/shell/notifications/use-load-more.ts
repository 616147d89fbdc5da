import { useEffect, useRef } from 'react';

/**
 * A ref for an element at the end of a list: when it scrolls into view, `onVisible` runs (the next page).
 * The observer is made again whenever `onVisible` changes, so an element still in view asks again once the
 * page before has arrived.
 */
export function useLoadMoreWhenVisible<T extends Element>(onVisible: () => void, isEnabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !isEnabled) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onVisible();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onVisible, isEnabled]);
  return ref;
}
