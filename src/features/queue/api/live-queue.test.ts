import { describe, expect, it } from 'vitest';
import { buildQueueTask, buildTask } from '@mocks/fixtures/task.fixtures';
import { withTaskEvent } from './live-queue';

describe('a stream event applied to the queue', () => {
  const list = { tasks: [buildQueueTask({ task_id: 'a', place: 1 }), buildQueueTask({ task_id: 'b', place: 2 })] };

  it('moves the task along: running with progress, its place gone, still cancellable', () => {
    const next = withTaskEvent(list, { kind: 'progress', task: buildTask({ task_id: 'a', status: 'running', progress: 30 }) });
    expect(next?.tasks[0]).toMatchObject({ status: 'running', progress: 30, place: null, can_cancel: true });
    expect(next?.tasks[1]).toBe(list.tasks[1]);
  });

  it('ends it: no cancel once failed, retry for its starter', () => {
    const failed = buildTask({ task_id: 'b', status: 'failed', error_message: 'Generation failed. Please try again.' });
    expect(withTaskEvent(list, { kind: 'failed', task: failed })?.tasks[1]).toMatchObject({ can_cancel: false, can_retry: true });
    const teammate = { tasks: [buildQueueTask({ task_id: 'b', is_own: false, inputs: null, can_cancel: false })] };
    expect(withTaskEvent(teammate, { kind: 'failed', task: failed })?.tasks[0]).toMatchObject({ can_retry: false });
  });

  it('asks for the list again for a task it does not hold', () => {
    expect(withTaskEvent(list, { kind: 'progress', task: buildTask({ task_id: 'new' }) })).toBeNull();
  });
});
