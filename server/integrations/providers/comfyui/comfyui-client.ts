import { httpFailure, promptRejected, requestTimedOut, unreachable } from './comfyui-errors';
import type { ApiGraph } from './workflow-schema';

/** A file ComfyUI made or holds, as its history and upload answers name it. */
export interface ComfyFileRef {
  filename: string;
  subfolder?: string;
  type?: string;
}

/** One entry of GET /history/{prompt_id}: the outputs by node id, and how the run ended. */
export interface ComfyHistoryEntry {
  outputs?: Record<string, Record<string, unknown>>;
  status?: { status_str?: string; completed?: boolean; messages?: Array<[string, Record<string, unknown>]> };
}

/** GET /object_info/{class}: inputs by section, each `[type or list of options, options]`. */
export interface ComfyNodeInfo {
  input?: Record<string, Record<string, unknown>>;
}

export interface ComfySystemStats {
  system?: { comfyui_version?: string; os?: string };
  devices?: Array<{ name?: string; type?: string; vram_total?: number; vram_free?: number }>;
}

export interface ComfyClientOptions {
  baseUrl: string;
  /** Sent as a bearer token, for a ComfyUI behind an authenticating proxy. */
  token?: string;
  fetch?: typeof fetch;
  requestTimeoutMs?: number;
}

export type ComfyClient = ReturnType<typeof createComfyClient>;

/** The subfolder of ComfyUI's input directory where the studio's uploads go, apart from the operator's own files. */
const UPLOAD_SUBFOLDER = 'studio';

const promptIdsOf = (items: unknown[][] | undefined) => (items ?? []).map((item) => String(item[1]));

/** ComfyUI's HTTP API (server.py): every call the provider makes, with its failures as ProviderErrors. */
export function createComfyClient(options: ComfyClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.requestTimeoutMs ?? 120_000;
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};

  async function call(method: 'GET' | 'POST', pathname: string, signal: AbortSignal, body?: BodyInit, type?: string): Promise<Response> {
    signal.throwIfAborted();
    const timeout = AbortSignal.timeout(timeoutMs);
    const what = `${method} ${pathname.split('?')[0]}`;
    try {
      return await doFetch(`${baseUrl}${pathname}`, {
        method,
        headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.any([signal, timeout]),
      });
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (timeout.aborted) throw requestTimedOut(baseUrl, what);
      throw unreachable(baseUrl, error);
    }
  }

  async function json<T>(method: 'GET' | 'POST', pathname: string, signal: AbortSignal, body?: unknown): Promise<T> {
    const response = await call(
      method,
      pathname,
      signal,
      body === undefined ? undefined : JSON.stringify(body),
      body === undefined ? undefined : 'application/json',
    );
    const text = await response.text();
    if (!response.ok) throw httpFailure(response.status, `${method} ${pathname}`, text);
    try {
      return (text ? JSON.parse(text) : {}) as T;
    } catch {
      throw httpFailure(502, `${method} ${pathname}`, `not JSON: ${text.slice(0, 100)}`);
    }
  }

  return {
    baseUrl,
    headers,
    /** The websocket address for a client id, with the same path prefix as the HTTP calls (a proxy may add one). */
    socketUrl: (clientId: string) => `${baseUrl.replace(/^http/, 'ws')}/ws?clientId=${encodeURIComponent(clientId)}`,

    /** POST /upload/image: overwrite, so a retried task's input replaces the earlier copy; answers the name LoadImage takes. */
    async upload(name: string, data: Buffer, signal: AbortSignal): Promise<string> {
      const form = new FormData();
      form.set('image', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
      form.set('type', 'input');
      form.set('subfolder', UPLOAD_SUBFOLDER);
      form.set('overwrite', 'true');
      const response = await call('POST', '/upload/image', signal, form);
      const text = await response.text();
      if (!response.ok) throw httpFailure(response.status, 'POST /upload/image', text);
      const answer = JSON.parse(text) as { name?: string; subfolder?: string };
      if (!answer.name) throw httpFailure(502, 'POST /upload/image', text);
      return answer.subfolder ? `${answer.subfolder}/${answer.name}` : answer.name;
    },

    /** POST /prompt with our own prompt id (current ComfyUI keeps it; old servers answer their own). */
    async queuePrompt(
      workflow: string,
      body: { prompt: ApiGraph; client_id: string; prompt_id: string },
      signal: AbortSignal,
    ): Promise<string> {
      const response = await call('POST', '/prompt', signal, JSON.stringify(body), 'application/json');
      const text = await response.text();
      let answer: { prompt_id?: string } & Record<string, unknown> = {};
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        // Not JSON: the status below says what happened.
      }
      if (response.status === 400) throw promptRejected(workflow, answer);
      if (!response.ok || !answer.prompt_id) throw httpFailure(response.ok ? 502 : response.status, 'POST /prompt', text);
      return answer.prompt_id;
    },

    async history(promptId: string, signal: AbortSignal): Promise<ComfyHistoryEntry | null> {
      const answer = await json<Record<string, ComfyHistoryEntry>>('GET', `/history/${encodeURIComponent(promptId)}`, signal);
      return answer[promptId] ?? null;
    },

    /** GET /queue: items are `[number, prompt_id, prompt, extra_data, outputs]`; only the ids matter here. */
    async queue(signal: AbortSignal): Promise<{ running: string[]; pending: string[] }> {
      const answer = await json<{ queue_running?: unknown[][]; queue_pending?: unknown[][] }>('GET', '/queue', signal);
      return { running: promptIdsOf(answer.queue_running), pending: promptIdsOf(answer.queue_pending) };
    },

    /** Current ComfyUI interrupts only when this prompt is the one running; older servers ignore the body. */
    interrupt: (promptId: string, signal: AbortSignal) => json('POST', '/interrupt', signal, { prompt_id: promptId }),
    deleteQueued: (promptIds: string[], signal: AbortSignal) => json('POST', '/queue', signal, { delete: promptIds }),

    async view(file: ComfyFileRef, signal: AbortSignal): Promise<Buffer> {
      const query = new URLSearchParams({ filename: file.filename, subfolder: file.subfolder ?? '', type: file.type ?? 'output' });
      const response = await call('GET', `/view?${query}`, signal);
      if (!response.ok) throw httpFailure(response.status, `GET /view of ${file.filename}`, await response.text());
      return Buffer.from(await response.arrayBuffer());
    },

    /** One node class's description, or null when the server has no such class. */
    async objectInfo(classType: string, signal: AbortSignal): Promise<ComfyNodeInfo | null> {
      const answer = await json<Record<string, ComfyNodeInfo>>('GET', `/object_info/${encodeURIComponent(classType)}`, signal);
      return answer[classType] ?? null;
    },

    systemStats: (signal: AbortSignal) => json<ComfySystemStats>('GET', '/system_stats', signal),
  };
}
