import { createServer } from 'node:net';

/** A TCP port on the loopback interface that nothing listens on right now (the kernel picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Ports for one cluster: free ones the kernel picks, or, from `base` on, one after another (for a machine where
 * each user keeps to a range of ports); a port in the range that is taken is skipped.
 */
export function portAllocator(base?: number): () => Promise<number> {
  let next = base;
  return async () => {
    if (next === undefined) return freePort();
    for (;;) {
      const candidate = next;
      next += 1;
      if (await isFree(candidate)) return candidate;
    }
  };
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Polls `url` until it answers 200, or fails after `timeoutMs` saying what it last saw. */
export async function waitForOk(url: string, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`The process behind ${url} ended before it was ready (${last})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s (last: ${last})`);
}
