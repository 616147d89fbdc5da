import path from 'node:path';
import type { Plugin } from 'vite';

/** React Aria's module of `useIsSSR`, `useSSRSafeId` and `SSRProvider`, imported by its hooks and components. */
const ssrModule = /[\\/]react-aria[\\/]dist[\\/]private[\\/]ssr[\\/]SSRProvider\.mjs$/;

/** What the module becomes: a re-export of the app's stand-in (src/lib/boot/react-aria-ssr.ts says why). */
export function standInModule(root: string): string {
  const standIn = path.join(root, 'src/lib/boot/react-aria-ssr.ts').split(path.sep).join('/');
  return `export { SSRProvider, useIsSSR, useSSRSafeId } from ${JSON.stringify(standIn)};\n`;
}

/** The Vite plugin: loads the stand-in in place of React Aria's SSR module. */
export function reactAriaSsr(): Plugin {
  let root = process.cwd();
  return {
    name: 'studio:react-aria-ssr',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    load(id) {
      return ssrModule.test(id.split('?')[0] ?? id) ? standInModule(root) : null;
    },
  };
}
