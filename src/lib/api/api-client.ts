import { API_BASE, buildPath, type CallAnswer, type CallInput, type CallRoute, type ErrorBody } from '@contract/browser';
import { ApiError } from './api-error';

export interface ApiClientOptions {
  /** The bearer token to send, read at each call. */
  getToken: () => string | null;
  /** Called on a 401 answer to a call that sent a token. */
  onUnauthorized?: (status: number) => void;
  fetch?: typeof fetch;
}

interface CallOptions {
  /** Aborts the request, e.g. React Query's signal when a query is cancelled or no longer wanted. */
  signal?: AbortSignal | undefined;
}

export type ApiCall = <C extends CallRoute>(call: C, input: CallInput<C>, options?: CallOptions) => Promise<CallAnswer<C>>;

/**
 * A client typed from the contract: the call decides the path, method, input and answer types. It takes the
 * schema-free routes of contract/browser.ts: answers are trusted as the contract types them (the server's tests
 * check them against the schemas), so zod stays out of the browser's first load.
 */
export function createApiClient(options: ApiClientOptions): ApiCall {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return async (call, input, callOptions = {}) => {
    const { params, query, body: rawBody } = input as { params?: Record<string, string>; query?: object; body?: unknown };
    const body = call.bodyKind === 'multipart' && isPlainObject(rawBody) ? toFormData(rawBody) : rawBody;
    const url = `${API_BASE}${buildPath(call.path, params)}${toQueryString(query)}`;
    const token = options.getToken();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    // A form sets no content type: fetch writes multipart/form-data with its boundary itself.
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(url, {
        method: call.method.toUpperCase(),
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: callOptions.signal,
      });
    } catch (error) {
      // A cancelled call is not a network failure: the caller asked for it, so its abort reason goes back as is.
      if (callOptions.signal?.aborted) throw error;
      throw new ApiError(0, null);
    }
    const payload = await readJson(response);
    if (!response.ok) {
      if (response.status === 401 && token) options.onUnauthorized?.(response.status);
      throw new ApiError(response.status, asErrorBody(payload));
    }
    if (response.status === 204) return {} as CallAnswer<typeof call>;
    // An answer that is not JSON at all (a proxy's error page, a cut connection) is a failure, not data.
    if (!isObject(payload)) {
      throw new ApiError(response.status, { message: 'The server answered in an unexpected shape.', code: 'invalid_answer' });
    }
    return payload as CallAnswer<typeof call>;
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The `{ message, code?, details? }` of a refusal (spec part 1 §8), or null for anything else. */
function asErrorBody(payload: unknown): ErrorBody | null {
  if (!isObject(payload) || typeof payload.message !== 'string') return null;
  if (payload.code !== undefined && typeof payload.code !== 'string') return null;
  if (payload.details !== undefined && (!isObject(payload.details) || Array.isArray(payload.details))) return null;
  return payload as ErrorBody;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof FormData) && !(value instanceof Blob);
}

/** A multipart call's body object as a form: files as file parts, lists as repeated fields, nothing for null. */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) for (const item of value) append(key, item);
    else append(key, value);
  }
  return form;
}

function toQueryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
