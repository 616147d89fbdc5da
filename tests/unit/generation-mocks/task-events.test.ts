import { describe, expect, it } from 'vitest';
import { taskEventSchema } from '../../../contract';
import { buildResults, buildTask } from '../../../mocks/fixtures/task.fixtures';
import { generationHandlers } from '../../../mocks/handlers/generation.handlers';
import { useTestServer } from '../../../src/lib/generation/testing/msw-test-server';

const server = useTestServer();

describe('the task event stream handler', () => {
  it('streams each event as a server-sent event named by its kind, with contract-valid data', async () => {
    server.use(
      generationHandlers.taskEvents([
        { kind: 'progress', task: buildTask({ status: 'running', progress: 40 }) },
        { kind: 'complete', task: buildTask({ status: 'complete', progress: 100 }), results: buildResults(1), new_balance: 246 },
      ], 5),
    );
    const response = await fetch('/api/v1/tasks/events', { headers: { accept: 'text/event-stream' } });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const frames = (await response.text()).trim().split('\n\n');
    const events = frames.map((frame) => {
      const [eventLine, dataLine] = frame.split('\n');
      return { name: eventLine!.replace('event: ', ''), data: taskEventSchema.parse(JSON.parse(dataLine!.replace('data: ', ''))) };
    });
    expect(events.map((event) => [event.name, event.data.task.progress])).toEqual([
      ['progress', 40],
      ['complete', 100],
    ]);
  });
});
