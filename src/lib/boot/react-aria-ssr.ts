/**
 * Stands in for React Aria's `ssr/SSRProvider` module (the build swaps it in: scripts/build/react-aria-ssr.ts), with
 * the same three exports and the same values in every render, at a fraction of the cost after hydration.
 *
 * React Aria's `useIsSSR` is a store whose server value (true) differs from its client value (false). Every
 * component that read it while hydrating (each `useId`, each `useLocale`, so nearly all of them) is then re-rendered
 * by React synchronously, the moment hydration commits: about 270 ms in one task on /gallery at a 4x slower CPU,
 * for ids and locales that do not change. Here an id does not read it at all, and what does read it keeps the server's
 * value until hydration has committed, then re-renders as a transition, in slices that leave the page responsive.
 */
import { type ReactNode, startTransition, useEffect, useId, useReducer, useSyncExternalStore } from 'react';
import { isHydrationPending, whenHydrated } from './hydration-state';

const noSubscription = () => () => {};
const isServerRender = () => true;
const count = (renders: number) => renders + 1;

/** True on the server and while hydrating a drawn page; false on the client from then on. */
export function useIsSSR(): boolean {
  // Read in a client render: true only while hydration is pending, so React finds no change to force a render for.
  const isSSR = useSyncExternalStore(noSubscription, isHydrationPending, isServerRender);
  const [, rerender] = useReducer(count, 0);
  useEffect(() => {
    if (isSSR) return whenHydrated(() => startTransition(rerender));
  }, [isSSR]);
  return isSSR;
}

/**
 * React's own id with React Aria's prefix, as React Aria gives it on the server and while hydrating. (On the client
 * React Aria adds a random number, for several copies of it on one page, which this app does not have: it has one
 * root and one copy.)
 */
export function useSSRSafeId(defaultId?: string): string {
  const id = useId();
  return defaultId || `react-aria-${id}`;
}

/** Needed only before React 18; as React Aria's own on React 18 and later, it renders its children. */
export function SSRProvider({ children }: { children: ReactNode }): ReactNode {
  return children;
}
