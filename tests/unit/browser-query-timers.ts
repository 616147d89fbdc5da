import { environmentManager } from '@tanstack/react-query';
import { afterAll, beforeAll } from 'vitest';

/**
 * React Query schedules no interval or staleness timers where there is no `window`, taking node for a server.
 * Tests of browser code that polls (the task tracker) run in node but play the browser, which does.
 */
export function useBrowserQueryTimers(): void {
  const wasServer = environmentManager.isServer();
  beforeAll(() => environmentManager.setIsServer(() => false));
  afterAll(() => environmentManager.setIsServer(() => wasServer));
}
