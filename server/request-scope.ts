import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of work started from, carried through async calls without threading it through every
 * service: the job queue writes it on the job it sends, so the worker's log lines about a task carry the id of the
 * request that queued it, in whichever process the worker runs.
 */
const scope = new AsyncLocalStorage<{ requestId: string }>();

export function runInRequestScope<T>(requestId: string, work: () => T): T {
  return scope.run({ requestId }, work);
}

/** The id of the request being served, or undefined outside one (a worker, a timer). */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}
