import { describe, expect, it } from 'vitest';
import type { TaskEvent } from '@contract';
import { buildResult, buildTask, buildTaskStatus } from '@mocks/fixtures/task.fixtures';
import { advance, prepareTrackerTests, runAnswer, setup } from '../../../../tests/unit/task-tracker-harness';

/** The task event stream: its news goes into the grid at once, and polls fill in only while it is quiet. */
const { scriptTasks } = prepareTrackerTests();

function fakeStream() {
  let emit: ((event: TaskEvent) => void) | null = null;
  let isOpen = false;
  return {
    stream: {
      subscribe: (listener: (event: TaskEvent) => void) => {
        emit = listener;
        isOpen = true;
        return () => void (isOpen = false);
      },
    },
    emit: (event: TaskEvent) => emit?.(event),
    isOpen: () => isOpen,
  };
}

describe('the event stream', () => {
  it('applies events as they come and keeps polls back while it talks', async () => {
    const feed = fakeStream();
    const { items, tracker, batch } = setup({ events: feed.stream });
    const polls = scriptTasks({ 'task-1': [buildTaskStatus({ status: 'running', progress: 70 })] });
    tracker.acceptRun(batch(1), runAnswer(['task-1']), null);
    expect(feed.isOpen()).toBe(true);

    await advance(2_000);
    feed.emit({ kind: 'progress', task: buildTask({ status: 'running', progress: 40 }) });
    expect(items()[0]).toMatchObject({ progress: 40 });
    await advance(2_000);
    expect(polls).toEqual([]);

    feed.emit({ kind: 'complete', task: buildTask({ status: 'complete', progress: 100 }), results: [buildResult({ id: 'live' })] });
    await advance(500);
    expect(items()).toMatchObject([{ id: 'live', status: 'completed' }]);
    expect(feed.isOpen()).toBe(false);
    expect(polls).toEqual([]);
  });

  it('falls back to polling when the stream goes quiet', async () => {
    const feed = fakeStream();
    const { items, tracker, batch } = setup({ events: feed.stream });
    const polls = scriptTasks({ 'task-1': [buildTaskStatus({ status: 'running', progress: 70 })] });
    tracker.acceptRun(batch(1), runAnswer(['task-1']), null);
    await advance(3_000);
    expect(polls).toEqual(['task-1']);
    expect(items()[0]).toMatchObject({ progress: 70 });
    tracker.stop();
  });
});
