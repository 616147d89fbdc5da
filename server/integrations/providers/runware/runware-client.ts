import { networkError, timeoutError, toProviderError, type RunwareErrorItem } from './runware-errors';

/** One item of Runware's `data` array. Field names are the docs' (image inference, task polling, image upload). */
export interface RunwareResult {
  taskType?: string;
  taskUUID?: string;
  /** getResponse: 'processing', 'success' or 'error' (docs: platform/task-polling). */
  status?: string;
  imageUUID?: string;
  imageURL?: string;
  videoUUID?: string;
  videoURL?: string;
  seed?: number;
  cost?: number;
  progress?: number;
  NSFWContent?: boolean;
}

interface RunwareAnswer {
  status: number;
  data: RunwareResult[];
  errors: RunwareErrorItem[];
}

export interface RunwareClientOptions {
  apiKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  requestTimeoutMs: number;
}

export interface RunwareClient {
  /** POSTs tasks; answers with whatever Runware said, errors included. Throws only when there is no answer. */
  post(tasks: object[], signal: AbortSignal): Promise<RunwareAnswer>;
  /** POSTs tasks and throws a ProviderError for the first error Runware reports. */
  send(tasks: object[], signal: AbortSignal): Promise<RunwareResult[]>;
  download(url: string, signal: AbortSignal): Promise<Buffer>;
}

export function createRunwareClient(options: RunwareClientOptions): RunwareClient {
  /** The job's signal cancels; our own timeout turns into a retryable provider_timeout. */
  async function call<T>(signal: AbortSignal, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    signal.throwIfAborted();
    const timeout = AbortSignal.timeout(options.requestTimeoutMs);
    try {
      return await run(AbortSignal.any([signal, timeout]));
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (timeout.aborted) throw timeoutError();
      if (error instanceof TypeError || (error instanceof Error && error.name === 'AbortError')) throw networkError();
      throw error;
    }
  }

  const client: RunwareClient = {
    post: (tasks, signal) =>
      call(signal, async (combined) => {
        // REST: one POST of a JSON array of tasks with a bearer key (docs: getting started, platform/errors).
        const response = await options.fetch(options.baseUrl, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(tasks),
          signal: combined,
        });
        const text = await response.text();
        let body: { data?: RunwareResult[]; errors?: RunwareErrorItem[] } = {};
        try {
          body = text ? (JSON.parse(text) as typeof body) : {};
        } catch {
          throw toProviderError(response.ok ? 502 : response.status, undefined);
        }
        const answer = { status: response.status, data: body.data ?? [], errors: body.errors ?? [] };
        if (!response.ok && answer.errors.length === 0) throw toProviderError(response.status, undefined);
        return answer;
      }),
    async send(tasks, signal) {
      const answer = await client.post(tasks, signal);
      const [first] = answer.errors;
      if (first || answer.status >= 400) throw toProviderError(answer.status, first);
      return answer.data;
    },
    download: (url, signal) =>
      call(signal, async (combined) => {
        const response = await options.fetch(url, { signal: combined });
        if (!response.ok) throw toProviderError(response.status >= 500 ? response.status : 502, undefined);
        return Buffer.from(await response.arrayBuffer());
      }),
  };
  return client;
}
