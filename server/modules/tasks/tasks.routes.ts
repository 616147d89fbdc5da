import { setTimeout as sleep } from 'node:timers/promises';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { errorCodes, getTaskStatus, streamTaskEvents, type NotificationEvent, type TaskEvent } from '../../../contract';
import { HttpError } from '../../http-error';
import { requireCaller, type ApiRouter } from '../../http/api-router';
import type { TaskEventBus } from './task-events';
import type { TaskService } from './tasks.service';

export const DEFAULT_HEARTBEAT_MS = 15_000;
/**
 * When the server shuts down it ends each stream with a `retry:` field: reconnect after this long, plus up to as
 * much again at random, so a restarted process's thousands of browsers do not all come back in the same instant
 * (they reach another process behind the load balancer meanwhile).
 */
export const RECONNECT_HINT_MS = 1000;

/** Event streams one account may hold open in one process: a browser needs one per tab; each holds a socket. */
const MAX_STREAMS_PER_ACCOUNT = 10;

async function send(stream: SSEStreamingApi, event: TaskEvent | NotificationEvent | null): Promise<void> {
  if (!event) return;
  const id = event.kind === 'notification' ? event.notification.id : event.task.task_id;
  await stream.writeSSE({ event: event.kind, data: JSON.stringify(event), id });
}

/** The notification as the stream sends it, or null when it is not the user's (the notifications module). */
export type NotificationEventOf = (userId: string, notificationId: string) => Promise<NotificationEvent | null>;

export function registerTaskRoutes(
  router: ApiRouter,
  deps: { tasks: TaskService; events: TaskEventBus; notificationEvent?: NotificationEventOf; heartbeatMs?: number },
): void {
  const heartbeatMs = deps.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  // Before /tasks/{taskId}, which would otherwise take "events" for a task id.
  const openStreams = new Map<string, number>();
  router.implementRaw(streamTaskEvents, async (ctx) => {
    const { userId } = requireCaller(ctx);
    const open = openStreams.get(userId) ?? 0;
    if (open >= MAX_STREAMS_PER_ACCOUNT) {
      throw new HttpError(errorCodes.rateLimited, 'Too many open task streams. Close another tab of the studio and try again.');
    }
    openStreams.set(userId, open + 1);
    const closed = () => {
      const left = (openStreams.get(userId) ?? 1) - 1;
      if (left > 0) openStreams.set(userId, left);
      else openStreams.delete(userId);
    };
    return streamSSE(ctx.c, async (stream) => {
      const done = new AbortController();
      let isServerClosing = false;
      // Events go out one at a time, in the order the changes arrived.
      let chain: Promise<void> = Promise.resolve();
      const unsubscribe = deps.events.subscribe(userId, {
        change: (taskId) => {
          chain = chain.then(async () => send(stream, await deps.tasks.eventFor(userId, taskId))).catch(() => done.abort());
        },
        notification: (notificationId) => {
          const eventOf = deps.notificationEvent;
          if (!eventOf) return;
          chain = chain.then(async () => send(stream, await eventOf(userId, notificationId))).catch(() => done.abort());
        },
        close: () => {
          isServerClosing = true;
          done.abort();
        },
      });
      stream.onAbort(() => done.abort());
      try {
        for (const event of await deps.tasks.activeEvents(userId)) await send(stream, event);
        while (!done.signal.aborted) {
          // Rejects when the stream ends; the loop condition then lets it go.
          await sleep(heartbeatMs, undefined, { signal: done.signal }).catch(() => undefined);
          if (!done.signal.aborted) await stream.write(': heartbeat\n\n');
        }
      } finally {
        closed();
        unsubscribe();
        await chain;
        if (isServerClosing) {
          const retry = RECONNECT_HINT_MS + Math.floor(Math.random() * RECONNECT_HINT_MS);
          await stream.write(`retry: ${retry}\n\n`).catch(() => undefined);
        }
      }
    });
  });
  router.implement(getTaskStatus, async (ctx) => deps.tasks.status(requireCaller(ctx).userId, ctx.params.taskId));
}
