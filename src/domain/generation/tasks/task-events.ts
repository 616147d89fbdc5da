import { API_BASE, streamTaskEvents, type NotificationEvent, type TaskEvent } from '@contract/browser';
import { generationLimits } from '../rules/constants';

/** A live feed of the user's task events; the tracker applies them between polls. */
export interface TaskEventStream {
  /** Starts listening; returns the function that stops. */
  subscribe: (listener: (event: TaskEvent) => void) => () => void;
}

/** The same stream's notifications (`event: notification`), which the notification centre applies at once. */
export interface NotificationEventStream {
  subscribeNotifications: (listener: (event: NotificationEvent) => void) => () => void;
}

/** What the stream carries: a task's change or a new notification. */
export type StreamEvent = TaskEvent | NotificationEvent;

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

/** Whether parsed event data is a notification event: a notification with an id and a status, and the unread count. */
function isNotificationEvent(value: unknown): value is NotificationEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, notification, unread_count: unread } = value as Record<string, unknown>;
  if (kind !== 'notification' || typeof unread !== 'number') return false;
  if (typeof notification !== 'object' || notification === null) return false;
  const { id, status, message } = notification as Record<string, unknown>;
  return typeof id === 'string' && typeof message === 'string' && (status === 'read' || status === 'unread');
}

/**
 * One server-sent event frame (`event:` the kind, `data:` a TaskEvent as JSON) as a TaskEvent, or null for a
 * heartbeat comment, a notification, or anything that does not match the contract: the next poll brings the truth.
 */
export function parseEventFrame(frame: string): TaskEvent | null {
  const event = parseStreamFrame(frame);
  return event && event.kind !== 'notification' ? event : null;
}

/** One frame as a task event or a notification event (`event: notification`), or null as parseEventFrame says. */
export function parseStreamFrame(frame: string): StreamEvent | null {
  let kind = 'message';
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith('event:')) kind = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return null;
  try {
    const event: unknown = { kind, ...(JSON.parse(data.join('\n')) as object) };
    return isTaskEvent(event) || isNotificationEvent(event) ? event : null;
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
 * cannot send one. One connection serves every listener, task and notification alike (a tab holds one stream),
 * opened with the first listener and closed after the last. Reconnects when the server ends the stream; gives up
 * on a refusal (4xx), since polling goes on regardless and is the fallback, until a new listener comes.
 */
export function taskEventStream(options: TaskEventStreamOptions): TaskEventStream & NotificationEventStream {
  const retryMs = options.retryMs ?? generationLimits.pollIntervalMs;
  const taskListeners = new Set<(event: TaskEvent) => void>();
  const notificationListeners = new Set<(event: NotificationEvent) => void>();
  let connection: AbortController | null = null;

  const dispatch = (event: StreamEvent) => {
    if (event.kind === 'notification') for (const listener of notificationListeners) listener(event);
    else for (const listener of taskListeners) listener(event);
  };

  const connect = async (signal: AbortSignal): Promise<boolean> => {
    const token = options.getToken();
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(taskEventsPath, { headers, signal });
    if (!response.ok || !response.body) return response.status < 400 || response.status >= 500;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      buffer = (buffer + chunk.value).replace(/\r\n?/g, '\n');
      const frames = buffer.split('\n\n');
      buffer = frames.pop() ?? '';
      for (const frame of frames) {
        const event = parseStreamFrame(frame);
        if (event) dispatch(event);
      }
    }
    return true;
  };

  const run = async (controller: AbortController) => {
    try {
      while (!controller.signal.aborted) {
        const shouldRetry = await connect(controller.signal).catch(() => !controller.signal.aborted);
        if (!shouldRetry || controller.signal.aborted) return;
        await new Promise((resolve) => setTimeout(resolve, retryMs));
      }
    } finally {
      if (connection === controller) connection = null;
    }
  };

  function listen<T>(listeners: Set<(event: T) => void>, listener: (event: T) => void): () => void {
    // A wrapper of its own, so one function subscribed twice is two subscriptions.
    const entry = (event: T) => listener(event);
    listeners.add(entry);
    if (!connection) {
      connection = new AbortController();
      void run(connection);
    }
    return () => {
      listeners.delete(entry);
      if (taskListeners.size + notificationListeners.size === 0) {
        connection?.abort();
        connection = null;
      }
    };
  }

  return {
    subscribe: (listener) => listen(taskListeners, listener),
    subscribeNotifications: (listener) => listen(notificationListeners, listener),
  };
}
