import { useContext, type ReactNode } from 'react';
import { OutletContext } from './context';
import { RouteErrorBoundary } from './route-error-boundary';
import type { RouterState } from './router';

/** Where a child route renders inside its layout. */
export function Outlet() {
  return useContext(OutletContext);
}

/**
 * The matched chain as nested elements, each route's element holding the next in its outlet. A route with an
 * `errorElement` is wrapped in a boundary; when a module failed to load, the nearest such route at or above it
 * shows its error element instead. Without a boundary the failure is thrown for the app to handle.
 */
export function renderMatches({ location, matches, failure }: RouterState): ReactNode {
  const boundary = failure ? matches.slice(0, failure.index + 1).findLastIndex((match) => match.route.errorElement !== undefined) : -1;
  if (failure && boundary < 0) throw failure.error;
  let outlet: ReactNode = null;
  for (let index = failure ? boundary : matches.length - 1; index >= 0; index -= 1) {
    const { route, Component } = matches[index]!;
    if (index === boundary) {
      outlet = <OutletContext.Provider value={null}>{route.errorElement}</OutletContext.Provider>;
      continue;
    }
    // A layout route with neither an element nor a module just renders its child.
    const content = route.element !== undefined ? route.element : Component ? <Component /> : outlet;
    const rendered = <OutletContext.Provider value={outlet}>{content}</OutletContext.Provider>;
    outlet =
      route.errorElement === undefined ? (
        rendered
      ) : (
        <RouteErrorBoundary
          location={location}
          fallback={<OutletContext.Provider value={null}>{route.errorElement}</OutletContext.Provider>}
        >
          {rendered}
        </RouteErrorBoundary>
      );
  }
  return outlet;
}
