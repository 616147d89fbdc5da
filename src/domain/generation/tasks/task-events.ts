import { API_BASE, streamTaskEvents, type TaskEvent } from '../../../../contract/browser';
import { generationLimits } from '../rules/constants';

/** A live feed of the user's task events; the tracker applies them between polls. */
export interface TaskEventStream {
  /** Starts listening; returns the function that stops. */
  subscribe: (listener: (event: TaskEvent) => void) => () => void;
}

export const taskEventsPath = `${API_BASE}${streamTaskEvents.path}`;

const eventKinds: readonly string[] = ['progress', 'complete', 'failed'] satisfies TaskEvent['kind'][];
const taskStatuses: readonly string[] = ['queued', 'running', 'complete', 'failed'] satisfies TaskEvent['task']['status'][];

/**
 * Whether parsed event data has the shape the tracker relies on: a known kind and a task with an id, a status
 * and a template. A light check instead of the contract's schema, which would bring zod into the browser.
 */
function isTaskEvent(value: unknown): value is TaskEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, task, results } = value as Record<string, unknown>;
  if (typeof kind !== 'string' || !eventKinds.includes(kind)) return false;
  if (results !== undefined && !Array.isArray(results)) return false;
  if (typeof task !== 'object' || task === null) return false;
  const { task_id: taskId, status, template_id: templateId } = task as Record<string, unknown>;
  return typeof taskId === 'string' && typeof templateId === 'string' && typeof status === 'string' && taskStatuses.includes(status);
}

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
    const event: unknown = { kind, ...(JSON.parse(data.join('\n')) as object) };
    return isTaskEvent(event) ? event : null;
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
