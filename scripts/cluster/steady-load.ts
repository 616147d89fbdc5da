import { randomUUID } from 'node:crypto';
import { call, tinyGeneration, type RunAnswer } from './studio-client';

/** What the load saw: every answer to a run, and the task each idempotency key ended with. */
export interface LoadRecord {
  /** Idempotency-Key to the task its accepted answer named. */
  taskOf: Map<string, string>;
  /** Count of answers by status; `network` counts requests that got no answer at all. */
  answers: Map<string, number>;
  /** 5xx answers the studio itself gave (they carry a request id), as opposed to the proxy's for a cut request. */
  studioServerErrors: number;
  /**
   * Keys whose first request was cut after the key was claimed and before the run committed: the claim waits two
   * minutes before it counts as abandoned, so the retry is told 409 and the run is sent again under a new key. The
   * audit checks that such a key started and charged nothing.
   */
  abandonedKeys: string[];
}

export interface SteadyLoadOptions {
  base: string;
  tokens: string[];
  tasks: number;
  perSecond: number;
  /** Tasks one user may have unfinished at once (the tier allows 16). */
  maxOpenPerUser: number;
  /** Tasks of the user still queued or running, as last read from the database. */
  openTasks: (token: string) => number;
  /** Called once, when `at` tasks have been submitted. */
  interrupt?: { at: number; run: () => Promise<void> };
}

const RETRY_PAUSE_MS = 250;
const MAX_TRIES = 40;

/**
 * Submits `tasks` tiny generations at a steady rate, spread over the users, as a browser that retries would: an
 * answer the proxy gave for a request cut short (502, 503, 504) or no answer at all is retried with the same
 * Idempotency-Key, so the studio must start and charge each key's task once.
 */
export async function runSteadyLoad(options: SteadyLoadOptions): Promise<LoadRecord & { interrupted: Promise<void> }> {
  const record: LoadRecord = { taskOf: new Map(), answers: new Map(), studioServerErrors: 0, abandonedKeys: [] };
  const count = (key: string) => record.answers.set(key, (record.answers.get(key) ?? 0) + 1);
  const started = Date.now();
  let interrupted: Promise<void> = Promise.resolve();
  const submissions: Array<Promise<unknown>> = [];
  const failures: unknown[] = [];

  // Runs not yet answered, and those answered since the last read of the database, count as open too.
  const inFlight = new Map<string, number>();
  const recent: Array<{ token: string; at: number }> = [];
  const openOf = (token: string) =>
    options.openTasks(token) + (inFlight.get(token) ?? 0) + recent.filter((one) => one.token === token && Date.now() - one.at < 500).length;

  async function submit(index: number, token: string): Promise<void> {
    inFlight.set(token, (inFlight.get(token) ?? 0) + 1);
    try {
      await submitOnce(index, token);
      recent.push({ token, at: Date.now() });
    } finally {
      inFlight.set(token, (inFlight.get(token) ?? 1) - 1);
    }
  }

  async function submitOnce(index: number, token: string): Promise<void> {
    let key = randomUUID();
    for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
      const answer = await call<RunAnswer>(options.base, '/api/v1/workflows/run', {
        token,
        json: tinyGeneration(`steady load ${index}`),
        headers: { 'Idempotency-Key': key },
      }).catch(() => null);
      count(answer ? String(answer.status) : 'network');
      if (answer && answer.status >= 500 && answer.headers.get('X-Request-Id')) record.studioServerErrors += 1;
      if (answer && answer.status >= 200 && answer.status < 300) {
        record.taskOf.set(key, answer.body.tasks[0]?.task_id ?? '');
        return;
      }
      if (answer?.status === 409) {
        record.abandonedKeys.push(key);
        key = randomUUID();
        continue;
      }
      // Cut requests are retried, and so is a refusal for too many tasks at once (the queue backed up while a
      // worker was down): the browser waits as well. Any other refusal would be a bug of the test.
      if (answer && ![429, 502, 503, 504].includes(answer.status)) {
        throw new Error(`Run ${index} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
    throw new Error(`Run ${index} found no process to take it in ${MAX_TRIES} tries`);
  }

  for (let index = 0; index < options.tasks; index += 1) {
    const token = options.tokens[index % options.tokens.length] ?? '';
    const due = started + (index * 1000) / options.perSecond;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    while (openOf(token) >= options.maxOpenPerUser) await new Promise((resolve) => setTimeout(resolve, 50));
    if (options.interrupt && index === options.interrupt.at) interrupted = options.interrupt.run();
    submissions.push(submit(index, token).catch((error: unknown) => failures.push(error)));
  }
  await Promise.all(submissions);
  if (failures.length > 0) throw failures[0];
  return { ...record, interrupted };
}
