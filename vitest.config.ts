import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

const serverProject = (engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: false,
  test: {
    name: engine === 'pglite' ? 'server' : 'server-postgres',
    environment: 'node',
    include: ['server/**/*.test.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    setupFiles: ['server/test/setup.ts'],
    env: { TEST_ENGINE: engine },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each file gets its own database copy; sharing workers saves about two thirds of the CPU time.
    isolate: false,
    maxWorkers: 2,
  },
});

/**
 * The scale path as processes: one cluster (scripts/cluster/) started for both files, which run one after the other
 * since the fault test kills and restarts its processes.
 */
const clusterProject: TestProjectInlineConfiguration = {
  extends: false,
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    globalSetup: ['tests/cluster/global-setup.ts'],
    fileParallelism: false,
    // Bounds, not targets: on a machine shared with other work, restarting processes under load takes a while.
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
};

// A PostgreSQL run is added only when a server is configured; PGlite always runs.
const hasPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        extends: false,
        // The import aliases of tsconfig.json (`@/`, `@contract/`, …), as the app's Vite config reads them.
        resolve: { tsconfigPaths: true },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          // One module graph for all files: importing it afresh per file was 70 % of the step (52 s against 11 s).
          // Stores and caches are made per test (initialState, reset(), fresh QueryClients), so nothing leaks.
          isolate: false,
        },
      },
      serverProject('pglite'),
      ...(hasPostgres ? [serverProject('postgres'), clusterProject] : []),
      {
        extends: './vite.config.ts',
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
          // Two story files at a time: most of a story's time is waiting (network mocks, animations), not CPU.
          maxWorkers: 2,
          // Story files share their page: reloading it for each file (the app's modules, MSW, fonts) cost about a
          // third of the step. What one story could leave behind for the next is reset in the setup file.
          isolate: false,
          // One more attempt for a story that fails: under CI's load a late request from an earlier story in the
          // shared page (answered by the mock worker as a network error, after the story's own check for
          // unmocked requests) put a 'could not reach the server' toast over two teams dialogs' screenshots, in
          // two runs of 2026-11-29, never locally. A real regression fails both attempts.
          retry: 1,
          browser: {
            enabled: true,
            headless: true,
            // A new provider object per project: sharing one fails with "already defined".
            // Reduced motion and UTC: screenshots need still frames and the same dates on every machine.
            provider: playwright({
              launchOptions: chromiumLaunchOptions(),
              contextOptions: { reducedMotion: 'reduce', timezoneId: 'UTC' },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // 0.01 catches a text colour change from #000 to #333; the default 0.1 lets it through. A handful
                // of pixels is let through: a loaded machine rasterises a scaled image's edge a little differently
                // now and then (18 pixels seen on a gallery tile's sample picture), while a real change (a colour,
                // a moved word, a focus ring) touches from about 60 to hundreds.
                comparatorOptions: { threshold: 0.01, allowedMismatchedPixels: 32 },
              },
            },
          },
        },
      },
    ],
  },
});
