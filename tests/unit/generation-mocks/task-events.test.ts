import { describe, expect, it } from 'vitest';
import type { TaskEvent } from '@contract';
import { buildResults, buildTask } from '@mocks/fixtures/task.fixtures';
import { generationHandlers } from '@mocks/handlers/generation.handlers';
import { parseEventFrame, taskEventStream } from '@/domain/generation';
import { useMockServer } from '@mocks/node-server';

const server = useMockServer();

const events: TaskEvent[] = [
  { kind: 'progress', task: buildTask({ status: 'running', progress: 40 }) },
  { kind: 'complete', task: buildTask({ status: 'complete', progress: 100 }), results: buildResults(1), new_balance: 246 },
];

describe('the task event stream handler', () => {
  it('streams each event as a frame with its kind, the task id and contract-valid data', async () => {
    server.use(generationHandlers.taskEvents(events, 5));
    const response = await fetch('/api/v1/tasks/events', { headers: { accept: 'text/event-stream' } });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const frames = (await response.text()).trim().split('\n\n');
    expect(frames.map((frame) => frame.split('\n').slice(0, 2))).toEqual([
      ['event: progress', 'id: task-1'],
      ['event: complete', 'id: task-1'],
    ]);
    expect(frames.map(parseEventFrame)).toEqual(events);
  });

  it("is what the generation layer's stream reader understands", async () => {
    server.use(generationHandlers.taskEvents(events, 5));
    const received = await new Promise<TaskEvent[]>((resolve) => {
      const seen: TaskEvent[] = [];
      const stop = taskEventStream({ getToken: () => 'story-session-token' }).subscribe((event) => {
        seen.push(event);
        if (seen.length === events.length) {
          stop();
          resolve(seen);
        }
      });
    });
    expect(received).toEqual(events);
  });
});
