import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootHints } from './scripts/build/boot-hints.ts';
import { firstLoadChunks } from './scripts/build/chunk-groups.ts';
import { inlineEntryCss } from './scripts/build/inline-css.ts';
import { languageNamesFont } from './scripts/build/language-names-font.ts';
import { leanPreload } from './scripts/build/lean-preload.ts';
import { precompress } from './scripts/build/precompress.ts';
import { prerenderPages } from './scripts/build/prerender-pages.ts';
import { reactAriaLocales } from './scripts/build/react-aria-locales.ts';

const firstLoad = firstLoadChunks(import.meta.dirname);
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    react(),
    reactAriaLocales(),
    bootHints(),
    leanPreload(),
    inlineEntryCss(),
    languageNamesFont(),
    firstLoad.plugin,
    prerenderPages(),
    precompress(),
  ],
  // The import aliases of tsconfig.json (`@/`, `@contract/`, `@mocks/`, `@stories/`), read from there.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The chunk graph, for `npm run bench` to measure what each route downloads.
    manifest: true,
    // Konva and the editors load lazily; keep the first screen small.
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: firstLoad.codeSplitting } },
    // Vite's default CSS target (Chrome 111) rewrites every :dir(rtl) into a list of some forty :lang() tests,
    // which each element in a scrolling grid then runs through on every style update. :dir() is native from
    // Chrome and Edge 120, Firefox 49 and Safari 16.4, the browsers this studio supports.
    cssTarget: ['chrome120', 'edge120', 'firefox114', 'safari16.4', 'ios16.4'],
  },
  server: {
    proxy: { '/api': apiTarget, '/dev': apiTarget },
  },
});
