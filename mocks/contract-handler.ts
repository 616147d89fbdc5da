import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { API_BASE, type CallAnswer, type CallDefinition, type ErrorBody } from '@contract';

/** `/user/api-keys/{id}` in the contract becomes `/api/v1/user/api-keys/:id` for MSW. */
export function mockPath(call: CallDefinition): string {
  return `${API_BASE}${call.path.replace(/\{(\w+)\}/g, ':$1')}`;
}

interface ResolverInfo {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}

/**
 * A handler typed by the contract: the answer must have the call's answer shape, so a mock that drifts from the
 * contract fails to compile.
 */
export function mockCall<C extends CallDefinition>(
  call: C,
  answer: CallAnswer<C> | ((info: ResolverInfo) => CallAnswer<C> | Response | Promise<CallAnswer<C> | Response>),
  options: { delayMs?: number } = {},
) {
  return http[call.method](mockPath(call), async (info) => {
    if (options.delayMs) await delay(options.delayMs);
    const value = typeof answer === 'function' ? await (answer as (i: ResolverInfo) => unknown)(info) : answer;
    if (value instanceof Response) return value;
    return HttpResponse.json(value as JsonBodyType, { status: call.status ?? 200 });
  });
}

/** A non-OK answer in the contract's error shape. */
export function mockError(call: CallDefinition, status: number, body: ErrorBody, options: { delayMs?: number } = {}) {
  return http[call.method](mockPath(call), async () => {
    if (options.delayMs) await delay(options.delayMs);
    return HttpResponse.json(body, { status });
  });
}

/** Counts the mock sessions, one per story: see mockPending. */
let mockSession = 0;

/** Starts a story's mock session: answers still pending from the stories before it are never sent. */
export function startMockSession(): void {
  mockSession += 1;
}

/**
 * A call that stays pending long enough to screenshot its pending state, then fails with a timeout. Story files
 * share a page, so a story's pending call outlives it: an answer due after its story has ended is never sent, or its
 * failure (a toast, say) would show in whichever story runs then.
 */
export function mockPending(call: CallDefinition, ms = 60_000) {
  return http[call.method](mockPath(call), async () => {
    const session = mockSession;
    await delay(ms);
    if (session !== mockSession) await new Promise<never>(() => {});
    return HttpResponse.json({ message: 'Timed out in a story' }, { status: 504 });
  });
}

/** Reads a JSON body inside a resolver. */
export async function jsonBody<T>(request: Request): Promise<T> {
  return (await request.clone().json()) as T;
}
