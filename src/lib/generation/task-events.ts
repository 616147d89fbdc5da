import { API_BASE, taskEventSchema, type TaskEvent } from '../../../contract';

/** A live feed of the user's task events; the tracker applies them between polls. */
export interface TaskEventStream {
  /** Starts listening; returns the function that stops. */
  subscribe: (listener: (event: TaskEvent) => void) => () => void;
}

/** The part of EventSource the stream uses, so tests can hand in a stand-in. */
interface EventSourceLike {
  addEventListener: (kind: string, listener: (message: MessageEvent<string>) => void) => void;
  close: () => void;
}
type EventSourceFactory = (url: string) => EventSourceLike;

export const taskEventsPath = `${API_BASE}/tasks/events`;

const eventKinds = ['progress', 'complete', 'failed'] as const;

/**
 * The server-sent events of `GET /tasks/events` through EventSource, or null where the browser has none. A
 * broken or refused stream needs no handling here: polling goes on regardless, so it is the fallback.
 * Events that do not parse against the contract are ignored rather than trusted.
 */
export function eventSourceTaskStream(
  url: string = taskEventsPath,
  open: EventSourceFactory | null = typeof EventSource === 'undefined' ? null : (target) => new EventSource(target, { withCredentials: true }),
): TaskEventStream | null {
  if (!open) return null;
  return {
    subscribe: (listener) => {
      const source = open(url);
      for (const kind of eventKinds) {
        source.addEventListener(kind, (message) => {
          try {
            const parsed = taskEventSchema.safeParse({ kind, ...(JSON.parse(message.data) as object) });
            if (parsed.success) listener(parsed.data);
          } catch {
            // Not JSON: skip this event; the next poll brings the truth.
          }
        });
      }
      return () => source.close();
    },
  };
}
