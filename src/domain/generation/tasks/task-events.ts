import { API_BASE, streamTaskEvents, taskEventSchema, type TaskEvent } from '../../../../contract';
import { generationLimits } from '../rules/constants';

/** A live feed of the user's task events; the tracker applies them between polls. */
export interface TaskEventStream {
  /** Starts listening; returns the function that stops. */
  subscribe: (listener: (event: TaskEvent) => void) => () => void;
}

export const taskEventsPath = `${API_BASE}${streamTaskEvents.path}`;

/**
 * One server-sent event frame (`event:` the kind, `data:` a TaskEvent as JSON) as a TaskEvent, or null for a
 * heartbeat comment or anything that does not match the contract: the next poll brings the truth instead.
 */
export function parseEventFrame(frame: string): TaskEvent | null {
  let kind = 'message';
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith('event:')) kind = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return null;
  try {
    const parsed = taskEventSchema.safeParse({ kind, ...(JSON.parse(data.join('\n')) as object) });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface TaskEventStreamOptions {
  /** The bearer token, read at each connection. */
  getToken: () => string | null;
  /** The wait before reconnecting after the server ends the stream. @default 3 s, the polling interval */
  retryMs?: number;
}

/**
 * `GET /tasks/events` read with fetch, because the stream needs the bearer token in a header and EventSource
 * cannot send one. Reconnects when the server ends the stream; gives up on a refusal (4xx), since polling goes
 * on regardless and is the fallback.
 */
export function taskEventStream(options: TaskEventStreamOptions): TaskEventStream {
  const retryMs = options.retryMs ?? generationLimits.pollIntervalMs;
  return {
    subscribe: (listener) => {
      const controller = new AbortController();
      const connect = async (): Promise<boolean> => {
        const token = options.getToken();
        const headers: Record<string, string> = { accept: 'text/event-stream' };
        if (token) headers.authorization = `Bearer ${token}`;
        const response = await fetch(taskEventsPath, { headers, signal: controller.signal });
        if (!response.ok || !response.body) return response.status < 400 || response.status >= 500;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          buffer = (buffer + chunk.value).replace(/\r\n?/g, '\n');
          const frames = buffer.split('\n\n');
          buffer = frames.pop() ?? '';
          for (const frame of frames) {
            const event = parseEventFrame(frame);
            if (event) listener(event);
          }
        }
        return true;
      };
      const run = async () => {
        while (!controller.signal.aborted) {
          const shouldRetry = await connect().catch(() => !controller.signal.aborted);
          if (!shouldRetry || controller.signal.aborted) return;
          await new Promise((resolve) => setTimeout(resolve, retryMs));
        }
      };
      void run();
      return () => controller.abort();
    },
  };
}
