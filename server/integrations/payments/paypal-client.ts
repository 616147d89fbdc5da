import { z } from 'zod';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

const tokenAnswer = z.object({ access_token: z.string(), expires_in: z.number() });

/** PayPal answered an error; `issue` is the first of its `details[].issue` (ORDER_ALREADY_CAPTURED and the like). */
export class PayPalError extends Error {
  override name = 'PayPalError';
  constructor(
    message: string,
    readonly status: number,
    readonly issue: string | null,
  ) {
    super(message);
  }
}

const parseOrNull = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
const errorAnswer = z.object({ name: z.string().optional(), details: z.array(z.object({ issue: z.string() })).optional() });

/**
 * PayPal's REST API with client-credentials tokens (kept until shortly before they expire). `body` may be a
 * string, sent as it is: the webhook check splices the event's exact bytes into its request.
 */
export function createPayPalClient(deps: { clientId: string; clientSecret: string; apiUrl: string; fetch?: FetchLike }) {
  const fetcher: FetchLike = deps.fetch ?? ((input, init) => fetch(input, init));
  const base = deps.apiUrl.replace(/\/+$/, '');
  let token: { value: string; expires: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expires > Date.now()) return token.value;
    const response = await fetcher(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${deps.clientId}:${deps.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`PayPal refused our credentials (${response.status})`);
    const answer = tokenAnswer.parse(await response.json());
    token = { value: answer.access_token, expires: Date.now() + Math.max(0, answer.expires_in - 60) * 1000 };
    return token.value;
  }

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    options: { body?: unknown; requestId?: string } = {},
  ): Promise<T> {
    const response = await fetcher(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await accessToken()}`,
        'Content-Type': 'application/json',
        ...(options.requestId ? { 'PayPal-Request-Id': options.requestId } : {}),
      },
      ...(method === 'POST' ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body ?? {}) } : {}),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    if (!response.ok) {
      const parsed = errorAnswer.safeParse(parseOrNull(text));
      const issue = parsed.success ? (parsed.data.details?.[0]?.issue ?? parsed.data.name ?? null) : null;
      throw new PayPalError(`PayPal answered ${response.status} to ${path}: ${text.slice(0, 500)}`, response.status, issue);
    }
    return schema.parse(text ? JSON.parse(text) : {});
  }

  return {
    get: <T>(path: string, schema: z.ZodType<T>) => request('GET', path, schema),
    post: <T>(path: string, body: unknown, schema: z.ZodType<T>, requestId?: string) =>
      request('POST', path, schema, { body, ...(requestId ? { requestId } : {}) }),
  };
}

export type PayPalClient = ReturnType<typeof createPayPalClient>;
