import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/**
 * MSW in node for a test file: unhandled requests fail, handlers reset after each test. The app's API client
 * calls relative paths, as in the browser; a `location` lets MSW's fetch interceptor resolve them in node.
 */
export function useMockServer() {
  const server = setupServer();
  beforeAll(() => {
    vi.stubGlobal('location', new URL('http://localhost/'));
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    vi.unstubAllGlobals();
  });
  return server;
}
