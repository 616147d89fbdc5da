import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Long enough for what starting sets off in the background (the orphan sweep, the first queue polls) to settle. */
const SETTLE_MS = 3000;

/**
 * One full garbage collection a few seconds after the server is ready. Starting leaves tens of MiB behind: the
 * migrations' and the job queue's query results, copied out of PGlite's memory, and the leftovers of compiling
 * every module. V8 collects them only under allocation pressure, which an idle server never builds, so they would
 * stay resident until traffic came (measured: about 30 MiB of the idle server's memory). `gc` is exposed for this
 * one call through a fresh context, so no flag changes how the process is started.
 */
export function collectStartupGarbage(): void {
  setTimeout(() => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    setFlagsFromString('--no-expose-gc');
    gc();
  }, SETTLE_MS).unref();
}
