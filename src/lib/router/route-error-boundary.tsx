import { Component, type ReactNode } from 'react';
import type { Location } from './history';

interface RouteErrorBoundaryProps {
  /** The location rendered: a navigation gives the route another chance. */
  location: Location;
  /** Shown instead of the children once they have thrown. */
  fallback: ReactNode;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  hasError: boolean;
  location: Location;
}

/**
 * A route's `errorElement` in place of whatever inside it threw while rendering, until the location changes (as
 * React Router's does). React has no hook for this: error boundaries are still class components. React itself
 * reports the error (its onCaughtError logs it).
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { hasError: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): Partial<RouteErrorBoundaryState> | null {
    return props.location === state.location ? null : { hasError: false, location: props.location };
  }

  override render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
