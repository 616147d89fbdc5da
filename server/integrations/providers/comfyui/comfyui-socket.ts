import { setTimeout as sleep } from 'node:timers/promises';

/** A JSON message from ComfyUI's /ws: `{ type, data }` (status, progress, executing, executed, execution_*). */
export interface ComfyMessage {
  type: string;
  data: Record<string, unknown>;
}

export interface ComfySocket {
  /** True while the websocket is open; the caller polls the history more often while it is not. */
  readonly isOpen: boolean;
  /** The next message, or null when none came within `ms` (or the signal aborted). */
  next(ms: number, signal: AbortSignal): Promise<ComfyMessage | null>;
  close(): void;
}

/** Node's WebSocket (undici) takes request headers as an option, which the DOM typings do not know. */
type SocketWithHeaders = new (url: string, options: { headers: Record<string, string> }) => WebSocket;

const MAX_RECONNECT_MS = 10_000;

/**
 * Follows ComfyUI's websocket for one client id, reconnecting with backoff until closed. ComfyUI sends a prompt's
 * events to the socket of the client id it was queued with, so a worker that reconnects with the same id (even
 * after a restart) hears the rest of the run. Binary frames (previews) are skipped; messages wait in order until
 * read. Losing the socket loses nothing for good: the caller falls back to polling the history.
 */
export function openComfySocket(options: { url: string; headers: Record<string, string>; reconnectMs?: number }): ComfySocket {
  const queue: ComfyMessage[] = [];
  let wake: (() => void) | null = null;
  let socket: WebSocket | null = null;
  let isClosed = false;
  let failures = 0;

  const notify = () => {
    wake?.();
    wake = null;
  };

  function connect(): void {
    if (isClosed) return;
    const current = new (WebSocket as unknown as SocketWithHeaders)(options.url, { headers: options.headers });
    socket = current;
    current.binaryType = 'arraybuffer';
    current.addEventListener('open', () => {
      failures = 0;
    });
    current.addEventListener('message', (event: MessageEvent) => {
      if (typeof event.data !== 'string') return;
      try {
        const message = JSON.parse(event.data) as Partial<ComfyMessage>;
        if (typeof message.type === 'string') queue.push({ type: message.type, data: (message.data ?? {}) as Record<string, unknown> });
        notify();
      } catch {
        // Not JSON: nothing ComfyUI itself sends; skip it.
      }
    });
    current.addEventListener('close', () => {
      if (socket === current) socket = null;
      notify();
      if (isClosed) return;
      failures += 1;
      const delay = Math.min(MAX_RECONNECT_MS, (options.reconnectMs ?? 500) * 2 ** (failures - 1));
      void sleep(delay, undefined, { ref: false }).then(connect);
    });
  }
  connect();

  return {
    get isOpen() {
      return socket?.readyState === WebSocket.OPEN;
    },
    async next(ms, signal) {
      if (queue.length === 0 && !signal.aborted) {
        const arrived = new Promise<void>((resolve) => (wake = resolve));
        await Promise.race([arrived, sleep(ms, undefined, { signal, ref: false }).catch(() => undefined)]);
        wake = null;
      }
      return queue.shift() ?? null;
    },
    close() {
      isClosed = true;
      socket?.close();
      socket = null;
      notify();
    },
  };
}
