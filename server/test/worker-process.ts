/**
 * A generation worker in a process of its own, for the tests that kill one mid-task (`node --import tsx` runs it).
 * It is the real runtime on the test's database, with a provider that reports progress, says so on stdout and
 * then never answers: the test kills the process with SIGKILL while the task runs. With `comfyuiUrl` it runs the
 * real providers instead, ComfyUI first, and the test kills it while the (fake) ComfyUI holds the prompt.
 *
 * Settings come as JSON in STUDIO_TEST_WORKER: `{ dataDir, databaseUrl?, queueSettings, comfyuiUrl? }`. Without a
 * databaseUrl the worker opens the PGlite directory `<dataDir>/db`, as `npm start` does.
 */
import { systemClock } from '../clock';
import { openDatabase } from '../db/open-database';
import { loadEnv } from '../env';
import { createGenerationEngine } from '../generation-container';
import type { GenerationProvider } from '../integrations/providers/provider';
import { createLogger } from '../logger';
import { createProviderRegistry } from '../worker/provider-registry';
import { createGenerationRuntime } from '../worker/runtime';
import type { QueueSettings } from '../worker/task-queue';

export interface WorkerProcessSettings {
  dataDir: string;
  databaseUrl?: string;
  queueSettings: QueueSettings;
  comfyuiUrl?: string;
}

/** What the process says on stdout, one JSON object a line. */
export type WorkerProcessEvent = { event: 'ready' } | { event: 'provider-started'; taskId: string };

const say = (event: WorkerProcessEvent) => process.stdout.write(`${JSON.stringify(event)}\n`);

const slowProvider: GenerationProvider = {
  name: 'local',
  supports: () => true,
  async run(job) {
    job.onProgress(10);
    // Long enough for the progress write to land, so the task visibly runs when the test kills this process.
    await new Promise((resolve) => setTimeout(resolve, 300));
    say({ event: 'provider-started', taskId: job.taskId });
    // A render that never ends; the abort signal is ignored, as a wedged process would.
    return new Promise(() => undefined);
  },
};

async function main(): Promise<void> {
  const settings = JSON.parse(process.env.STUDIO_TEST_WORKER ?? '') as WorkerProcessSettings;
  const env = loadEnv({
    DATA_DIR: settings.dataDir,
    ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
    ...(settings.comfyuiUrl ? { COMFYUI_URL: settings.comfyuiUrl } : {}),
    SECRET_KEY: 'test-secret-key',
    ALTCHA_HMAC_KEY: 'test-altcha-key',
  });
  const logger = createLogger({ level: 'warn', write: (record) => process.stderr.write(`${JSON.stringify(record)}\n`) });
  const database = await openDatabase(env, logger);
  const deps = createGenerationEngine(env, database, logger, {
    ...(settings.comfyuiUrl ? {} : { providers: createProviderRegistry([['local', slowProvider]]) }),
    queueSettings: settings.queueSettings,
  });
  const runtime = createGenerationRuntime({ ...deps, db: database.db, clock: systemClock, logger });
  await runtime.start({ worker: true });
  say({ event: 'ready' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
