import { useEffect, useRef } from 'react';

/** The nearest ancestor that scrolls vertically, or null when only the page scrolls. */
function scrollContainerOf(element: Element): Element | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll') return parent;
  }
  return null;
}

/**
 * A ref for an element at the end of a list: when it scrolls into view, `onVisible` runs (the next page).
 * The observer is made again whenever `onVisible` changes, so an element still in view asks again once the
 * page before has arrived. It watches against the list's own scroll container (the side sheet's body): with
 * the viewport as root, an element in a scrolling panel inside a frame (the story tests run in one) is clipped
 * by the top page's viewport and may never count as visible.
 */
export function useLoadMoreWhenVisible<T extends Element>(onVisible: () => void, isEnabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !isEnabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      // Asks a little before the end scrolls into view, so the next page is usually there when the user arrives.
      { root: scrollContainerOf(element), rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onVisible, isEnabled]);
  return ref;
}
