import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitForOk } from './ports';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** How long a process may take to migrate and start on a loaded two-core machine. */
const READY_TIMEOUT_MS = 120_000;

export interface NodeProcessSpec {
  name: string;
  /** The entry file, from the repository root: `server/main.ts` or `server/worker-main.ts`. */
  entry: string;
  env: Record<string, string>;
  /** Where /readyz answers once the process takes work (the API's port, or the operator port). */
  readyUrl: string;
  logFile: string;
}

/** One API or worker process of the cluster, which a test may kill and start again under the same settings. */
export interface NodeProcess {
  readonly name: string;
  readonly pid: number | undefined;
  isRunning(): boolean;
  /** Starts it (again) and waits until its /readyz answers 200. */
  start(): Promise<void>;
  /** Sends `signal` and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Runs the entry as `npm run serve` and `npm run worker` do (tsx on this Node), with `spec.env` over this process's
 * environment; its output is appended to `spec.logFile`, one JSON line each, across restarts.
 */
export function nodeProcess(spec: NodeProcessSpec): NodeProcess {
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let isStopping = false;
  let starting: Promise<void> | null = null;
  const isRunning = () => child !== null && child.exitCode === null && child.signalCode === null;
  /** Starts the process unless it runs; one still shutting down is waited for, then started afresh. */
  async function launch(): Promise<void> {
    if (isStopping) await exited;
    isStopping = false;
    if (isRunning()) return;
    const log = fs.openSync(spec.logFile, 'a');
    child = spawn(process.execPath, ['--import', 'tsx', '--max-semi-space-size=4', '--v8-pool-size=1', spec.entry], {
      cwd: repoRoot,
      env: { ...process.env, ...spec.env },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    const started = child;
    exited = new Promise((resolve) => started.once('exit', () => resolve()));
    await waitForOk(spec.readyUrl, READY_TIMEOUT_MS, isRunning).catch((error: unknown) => {
      const tail = fs.readFileSync(spec.logFile, 'utf8').split('\n').slice(-15).join('\n');
      throw new Error(`${spec.name} did not start: ${error instanceof Error ? error.message : String(error)}\n${tail}`);
    });
  }

  return {
    name: spec.name,
    get pid() {
      return child?.pid;
    },
    isRunning,
    start() {
      starting ??= launch().finally(() => {
        starting = null;
      });
      return starting;
    },
    async stop(signal = 'SIGTERM') {
      if (isRunning()) {
        isStopping = true;
        child?.kill(signal);
      }
      await exited;
    },
  };
}
