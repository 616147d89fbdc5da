import { createContext, type ReactNode } from 'react';
import type { Router, RouterState } from './router';

/** The router itself: stable for the app's life, so navigating never re-renders on its own. */
export const RouterContext = createContext<Router | null>(null);

/** What is on screen: the committed location and its matches. */
export const RouterStateContext = createContext<RouterState | null>(null);

/** What an `<Outlet />` renders: the next route of the chain, or null at its end. */
export const OutletContext = createContext<ReactNode>(null);
