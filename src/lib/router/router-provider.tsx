import { startTransition, useLayoutEffect, useState } from 'react';
import { RouterContext, RouterStateContext } from './context';
import { renderMatches } from './render-matches';
import type { Router, RouterState } from './router';

export interface RouterProviderProps {
  /** The router from createBrowserRouter or createMemoryRouter. */
  router: Router;
}

/**
 * Renders the router's routes and gives them its hooks. Nothing renders until the first location's modules have
 * loaded, as with React Router without a hydrate fallback. Screens change in a transition, as React Router's do,
 * so a screen that suspends leaves the previous one showing instead of a fallback.
 */
export function RouterProvider({ router }: RouterProviderProps) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const update = (next: RouterState) => startTransition(() => setState(next));
    // A navigation may have committed between the first render and this subscription.
    update(router.state);
    return router.subscribe(update);
  }, [router]);
  if (!state.isInitialized) return null;
  return (
    <RouterContext.Provider value={router}>
      <RouterStateContext.Provider value={state}>{renderMatches(state)}</RouterStateContext.Provider>
    </RouterContext.Provider>
  );
}
