import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { NotificationEvent, TaskEvent } from '@contract';
import { buildNotification } from '@mocks/fixtures/notification.fixtures';
import { buildTask } from '@mocks/fixtures/task.fixtures';
import { useMockServer } from '@mocks/node-server';
import { parseEventFrame, parseStreamFrame, taskEventStream, taskEventsPath } from './task-events';

const server = useMockServer();

const frame = (kind: string, data: object) => `event: ${kind}\nid: task-1\ndata: ${JSON.stringify(data)}\n\n`;

/** A stream that sends `chunks` as they are, so frames can arrive split across reads. */
function streamOf(chunks: string[], seen: Array<string | null> = []) {
  return http.get(taskEventsPath, ({ request }) => {
    seen.push(request.headers.get('authorization'));
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
  });
}

function collect(count: number, stream: ReturnType<typeof taskEventStream>) {
  const received: TaskEvent[] = [];
  return new Promise<TaskEvent[]>((resolve) => {
    const stop = stream.subscribe((event) => {
      received.push(event);
      if (received.length === count) {
        stop();
        resolve(received);
      }
    });
  });
}

describe('parseEventFrame', () => {
  it('reads the kind and the TaskEvent, and skips heartbeats and what the contract refuses', () => {
    const event = parseEventFrame(frame('progress', { task: buildTask({ status: 'running', progress: 30 }) }).trim());
    expect(event).toMatchObject({ kind: 'progress', task: { progress: 30 } });
    expect(parseEventFrame(': heartbeat')).toBeNull();
    expect(parseEventFrame('event: progress\ndata: not json')).toBeNull();
    expect(parseEventFrame('event: progress\ndata: {"task":{"task_id":"x"}}')).toBeNull();
    expect(parseEventFrame(frame('exploded', { task: buildTask() }).trim())).toBeNull();
    expect(parseEventFrame(frame('progress', { task: buildTask({ status: 'lost' as 'queued' }) }).trim())).toBeNull();
    expect(parseEventFrame('event: progress\ndata: [1,2]')).toBeNull();
  });
});

describe('parseStreamFrame', () => {
  it('reads a notification event, which parseEventFrame leaves to the notification centre', () => {
    const notification = buildNotification('team_invitation', { team_name: 'Aurora Collective', inviter_name: 'lena_draws' });
    const text = frame('notification', { kind: 'notification', notification, unread_count: 4 }).trim();
    expect(parseStreamFrame(text)).toEqual({ kind: 'notification', notification, unread_count: 4 });
    expect(parseEventFrame(text)).toBeNull();
    expect(parseStreamFrame(frame('notification', { notification: { id: 'n-1' }, unread_count: 1 }).trim())).toBeNull();
    expect(parseStreamFrame(frame('notification', { notification, unread_count: 'four' }).trim())).toBeNull();
  });
});

describe('taskEventStream', () => {
  it('serves task and notification listeners over one connection, each with its own events', async () => {
    const seen: Array<string | null> = [];
    const notification = buildNotification('team_removed', { team_name: 'Aurora Collective' });
    server.use(
      streamOf(
        [
          frame('progress', { task: buildTask({ progress: 25 }) }),
          frame('notification', { kind: 'notification', notification, unread_count: 2 }),
          frame('complete', { task: buildTask({ status: 'complete', progress: 100 }), results: [] }),
        ],
        seen,
      ),
    );
    const stream = taskEventStream({ getToken: () => 'token-2', retryMs: 60_000 });
    const notifications: NotificationEvent[] = [];
    const stopNotifications = stream.subscribeNotifications((event) => notifications.push(event));
    const tasks = await collect(2, stream);
    stopNotifications();
    expect(tasks.map((event) => event.kind)).toEqual(['progress', 'complete']);
    expect(notifications).toEqual([{ kind: 'notification', notification, unread_count: 2 }]);
    expect(seen).toEqual(['Bearer token-2']);
  });

  it('sends the bearer token and passes on events, even split across reads', async () => {
    const seen: Array<string | null> = [];
    const complete = frame('complete', { task: buildTask({ status: 'complete', progress: 100 }), results: [], new_balance: 10 });
    server.use(
      streamOf(
        [': heartbeat\n\n', frame('progress', { task: buildTask({ progress: 40 }) }), complete.slice(0, 20), complete.slice(20)],
        seen,
      ),
    );
    const events = await collect(2, taskEventStream({ getToken: () => 'token-1' }));
    expect(events.map((event) => [event.kind, event.task.progress, event.new_balance])).toEqual([
      ['progress', 40, undefined],
      ['complete', 100, 10],
    ]);
    expect(seen[0]).toBe('Bearer token-1');
  });

  it('reconnects when the server ends the stream', async () => {
    const seen: Array<string | null> = [];
    server.use(streamOf([frame('progress', { task: buildTask({ progress: 10 }) })], seen));
    await collect(3, taskEventStream({ getToken: () => null, retryMs: 1 }));
    expect(seen.length).toBeGreaterThanOrEqual(3);
  });

  it('gives up on a refusal, leaving the work to polling', async () => {
    let attempts = 0;
    server.use(http.get(taskEventsPath, () => ((attempts += 1), HttpResponse.json({ message: 'No.' }, { status: 401 }))));
    const stop = taskEventStream({ getToken: () => null, retryMs: 1 }).subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(attempts).toBe(1);
  });
});
