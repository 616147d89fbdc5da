import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { createApp, type AppDeps } from '../app';
import { createDependencies, type DependencyOverrides } from '../container';
import { loadEnv } from '../env';
import type { AppEnv } from '../http/app-env';
import type { DatabaseHandle } from '../db/database';
import { createMemoryLogger, type LogRecord } from '../logger';
import { createGenerationRuntime, type GenerationRuntime } from '../worker/runtime';
import { createFakeClock, type FakeClock } from './fake-clock';
import { testDatabase } from './test-database';

export interface TestResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

interface RequestOptions {
  token?: string;
  /** The caller's address; a random one by default so rate limits only bite tests that mean it. */
  ip?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: Hono<AppEnv>;
  deps: AppDeps;
  /** The job queue and event transport; started with `worker: true`, otherwise on the first run. */
  runtime: GenerationRuntime;
  /** Stops the queue and ends event streams; done for every app after each test. */
  close(): Promise<void>;
  clock: FakeClock;
  logs: LogRecord[];
  request(pathname: string, init?: RequestInit): Promise<Response>;
  get<T = Record<string, unknown>>(pathname: string, options?: RequestOptions): Promise<TestResponse<T>>;
  post<T = Record<string, unknown>>(pathname: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  /** A DELETE, with a JSON body when one is given (the spec's cancel-invitation call carries one). */
  delete<T = Record<string, unknown>>(pathname: string, options?: RequestOptions, body?: unknown): Promise<TestResponse<T>>;
  patch<T = Record<string, unknown>>(pathname: string, body: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  put<T = Record<string, unknown>>(pathname: string, body: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
}

/** An answer as tests read it: JSON parsed, anything else (HTML pages, static files) as text. */
export async function readTestResponse<T>(response: Response): Promise<TestResponse<T>> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text is the body.
  }
  return { status: response.status, headers: response.headers, body: body as T };
}

export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function uniqueName(prefix = 'user'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'studio-test-'));
}

const openApps = new Set<TestApp>();

/** Called after each test by the setup file: a queue left running would take the next test's jobs. */
export async function closeTestApps(): Promise<void> {
  const apps = [...openApps];
  openApps.clear();
  await Promise.all(apps.map((app) => app.close()));
}

/** Quick to notice work and lost leases, so queue tests take seconds, not minutes. */
export const testQueueSettings = {
  leaseSeconds: 30,
  retryLimit: 1,
  retryDelaySeconds: 0,
  heartbeatSeconds: null,
  superviseSeconds: 1,
  pollSeconds: 0.5,
  // Every provider a test may configure: a queue nobody works would leave its tasks queued.
  providerConcurrency: { local: 2, runware: 2, comfyui: 2 },
};

/**
 * The real app on this file's database, with a fake clock, a memory logger and test-friendly settings:
 * a trusted X-Forwarded-For (to choose the caller's address) and an easy ALTCHA.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    overrides?: DependencyOverrides;
    worker?: boolean;
    /** Another database than this file's own (a larger pool, a directory a child process shares); the caller closes it. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await testDatabase());
  const dataDir = tempDir();
  const env = loadEnv({
    DATA_DIR: dataDir,
    CLIENT_DIST: path.join(dataDir, 'no-client-build'),
    LOG_LEVEL: 'debug',
    TRUST_PROXY: 'true',
    ALTCHA_MAX_NUMBER: '200',
    ALTCHA_HMAC_KEY: 'test-altcha-key',
    SECRET_KEY: 'test-secret-key',
    STARTING_POINTS: '50',
    ...options.env,
  });
  const clock = createFakeClock();
  const { logger, records } = createMemoryLogger();
  const deps = createDependencies(env, database, logger, {
    clock,
    // Test apps share one database, so none may take another's running jobs for its own past run's.
    workerId: `test-${randomBytes(6).toString('hex')}`,
    ...options.overrides,
    queueSettings: { ...testQueueSettings, ...options.overrides?.queueSettings },
  });
  const app = createApp(deps);
  const runtime = createGenerationRuntime(deps);
  if (options.worker) await runtime.start({ worker: true });

  const call = async <T>(pathname: string, init: RequestInit, requestOptions: RequestOptions = {}): Promise<TestResponse<T>> => {
    const headers = new Headers(init.headers);
    headers.set('X-Forwarded-For', requestOptions.ip ?? randomIp());
    if (requestOptions.token) headers.set('Authorization', `Bearer ${requestOptions.token}`);
    for (const [name, value] of Object.entries(requestOptions.headers ?? {})) headers.set(name, value);
    const response = await app.request(pathname, { ...init, headers });
    if (response.status >= 500) {
      // The answer hides the cause on purpose; show it to whoever reads the failing test.
      console.error(records.filter((record) => record.level === 'error'));
    }
    return readTestResponse<T>(response);
  };

  const testApp: TestApp = {
    app,
    deps,
    runtime,
    close: () => runtime.stop({ graceful: false }),
    clock,
    logs: records,
    request: (pathname, init) => Promise.resolve(app.request(pathname, init)),
    get: (pathname, requestOptions) => call(pathname, { method: 'GET' }, requestOptions),
    post: (pathname, body, requestOptions) =>
      call(
        pathname,
        {
          method: 'POST',
          ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
        },
        requestOptions,
      ),
    patch: (pathname, body, requestOptions) =>
      call(pathname, { method: 'PATCH', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }, requestOptions),
    put: (pathname, body, requestOptions) =>
      call(pathname, { method: 'PUT', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }, requestOptions),
    delete: (pathname, requestOptions, body) =>
      call(
        pathname,
        {
          method: 'DELETE',
          ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
        },
        requestOptions,
      ),
  };
  openApps.add(testApp);
  return testApp;
}
