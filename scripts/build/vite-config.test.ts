import { createLogger, loadConfigFromFile, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';

/** A logger that keeps what Vite would print as warnings and errors. */
function recordingLogger(): Logger & { said: string[] } {
  const said: string[] = [];
  const logger = createLogger('silent');
  return {
    ...logger,
    said,
    warn: (message) => void said.push(message),
    warnOnce: (message) => void said.push(message),
    error: (message) => void said.push(message),
  };
}

describe('the Vite config', () => {
  it('loads without a warning, as npm start builds with it (and the tests’ config too)', async () => {
    for (const file of ['vite.config.ts', 'vitest.config.ts']) {
      const logger = recordingLogger();
      const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, file, process.cwd(), 'warn', logger);
      expect(loaded?.config, file).toBeDefined();
      expect(logger.said, file).toEqual([]);
    }
  });

  it('loads with the native loader Vite plans to make the default (every import it makes names its file)', async () => {
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      'vite.config.ts',
      process.cwd(),
      'silent',
      undefined,
      'native',
    );
    expect(loaded?.config.build?.outDir).toBe('dist/client');
  });
});
