import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootHints } from './scripts/build/boot-hints';
import { inlineEntryCss } from './scripts/build/inline-css';
import { precompress } from './scripts/build/precompress';
import { reactAriaLocales } from './scripts/build/react-aria-locales';

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), reactAriaLocales(), bootHints(), inlineEntryCss(), precompress()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The chunk graph, for `npm run bench` to measure what each route downloads.
    manifest: true,
    // Konva and the editors load lazily; keep the first screen small.
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: { '/api': apiTarget, '/dev': apiTarget },
  },
});
