import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

/** React Router's bundled module (its package ships one large chunk with nearly every export in it). */
const reactRouterChunk = /node_modules\/react-router\/dist\/production\/chunk-[A-Z0-9]+\.mjs$/;

/**
 * React Router publishes a production build (its dev warnings compiled out) beside the development one, but its
 * package exports name only the latter; the app's build takes the production one.
 */
export const reactRouterProduction: Alias[] = [
  { find: /^react-router\/dom$/, replacement: 'node_modules/react-router/dist/production/dom-export.mjs' },
  { find: /^react-router$/, replacement: 'node_modules/react-router/dist/production/index.mjs' },
].map(({ find, replacement }) => ({ find, replacement: fileURLToPath(new URL(`../../${replacement}`, import.meta.url)) }));

/**
 * React Router defines each component with a `React.forwardRef(...)` (or `createContext`, `memo`) call that has no
 * pure annotation and then assigns it a `displayName`, so a bundler must keep every one of them. Marking the calls
 * pure and leaving out the display names (names for React's developer tools only) makes those the app never uses
 * (Link, NavLink, Form, ScrollRestoration, the framework-mode components) dead code.
 */
export function markReactRouterPure(code: string): string {
  return code
    .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
    .replace(/= (React\d*)\.(forwardRef|memo|createContext)\(/g, '= /* @__PURE__ */ $1.$2(');
}

/** The build's half of the above (issue 11: about 4.5 kB gzip off every route's first load). */
export function pureReactRouter(): Plugin {
  return {
    name: 'studio:pure-react-router',
    apply: 'build',
    config: () => ({ resolve: { alias: reactRouterProduction } }),
    transform: { filter: { id: reactRouterChunk }, handler: markReactRouterPure },
  };
}
