import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { API_BASE, type CallAnswer, type CallDefinition, type ErrorBody } from '../../../../contract';

/*
 * MSW in node for this layer's tests. lib may not import mocks/ (one-way imports), so the few typed helpers it
 * needs are repeated here; the answers are still typed from the contract, so a drift fails to compile.
 */

const pathOf = (call: CallDefinition) => `${API_BASE}${call.path.replace(/\{(\w+)\}/g, ':$1')}`;

type Resolver<C extends CallDefinition> = (info: {
  request: Request;
  params: Record<string, unknown>;
}) => CallAnswer<C> | Response | Promise<CallAnswer<C> | Response>;

export function answer<C extends CallDefinition>(call: C, value: CallAnswer<C> | Resolver<C>) {
  return http[call.method](pathOf(call), async (info) => {
    const result = typeof value === 'function' ? await (value as Resolver<C>)(info) : value;
    return result instanceof Response ? result : HttpResponse.json(result as JsonBodyType, { status: call.status ?? 200 });
  });
}

export function answerError(call: CallDefinition, status: number, body: ErrorBody) {
  return http[call.method](pathOf(call), () => HttpResponse.json(body, { status }));
}

/**
 * Starts a server for the file's tests: unhandled requests fail, handlers reset after each test. The app's API
 * client calls relative paths, as in the browser; a `location` lets MSW's fetch interceptor resolve them in node.
 */
export function useTestServer() {
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
