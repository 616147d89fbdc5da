import { describe, expect, it } from 'vitest';
import { buildResult, buildTaskStatus } from '@mocks/fixtures/task.fixtures';
import { advance, prepareTrackerTests, runAnswer, setup } from '../../../../tests/unit/task-tracker-harness';
import { activeTasksKey, memoryStorage } from './active-tasks-storage';

/** Tasks stored for a project are shown and followed again when it is opened, and left alone while it is not. */
const { scriptTasks } = prepareTrackerTests();

const stored = (projectKey: string, taskId: string) => ({
  [activeTasksKey(projectKey)]: JSON.stringify([
    {
      batchId: `b-${taskId}`,
      templateId: 'text_to_video_v1',
      type: 'video',
      promptText: 'waves',
      estimatedMs: 120_000,
      placeholders: [{ id: `ph-${taskId}`, taskId }],
    },
  ]),
});

describe('resuming', () => {
  it('shows and polls at once the stored tasks of the current project, and only those', async () => {
    const storage = memoryStorage({ ...stored('p1', 't1'), ...stored('none', 't0') });
    const { items, tracker } = setup({ storage });
    const done = buildTaskStatus({ task_id: 't1', status: 'complete', data: { results: [buildResult({ id: 'v1', type: 'video' })] } });
    const polls = scriptTasks({ t1: [done] });
    tracker.setProject('p1');
    expect(items()).toMatchObject([{ id: 'ph-t1', status: 'generating', taskStatus: 'queued', type: 'video' }]);
    await advance(0);
    expect(polls).toEqual(['t1']);
    await advance(500);
    expect(items()).toMatchObject([{ id: 'v1', status: 'completed' }]);
    expect(storage.entries.has(activeTasksKey('p1'))).toBe(false);
    expect(storage.entries.has(activeTasksKey('none'))).toBe(true);
  });

  it('stops following a project when another is opened, and picks it up again on return', async () => {
    const storage = memoryStorage({ ...stored('p1', 't1') });
    const { items, tracker } = setup({ storage });
    const polls = scriptTasks({ t1: [buildTaskStatus({ task_id: 't1', status: 'running', progress: 10 })] });
    tracker.setProject('p1');
    await advance(0);
    tracker.setProject('p2');
    expect(items()).toEqual([]);
    await advance(9_000);
    expect(polls).toEqual(['t1']);
    tracker.setProject('p1');
    await advance(0);
    expect(polls).toEqual(['t1', 't1']);
    expect(items()).toHaveLength(1);
    tracker.stop();
  });

  it('keeps stored tasks when stopped, so the next visit resumes them', async () => {
    const { tracker, storage, batch } = setup();
    const polls = scriptTasks({ 'task-1': [buildTaskStatus({ status: 'running', progress: 10 })] });
    tracker.acceptRun(batch(1), runAnswer(['task-1']), null);
    tracker.stop();
    await advance(9_000);
    expect(polls).toEqual([]);
    const next = setup({ storage });
    next.tracker.setProject('p1');
    await advance(0);
    expect(polls).toEqual(['task-1']);
    expect(next.items()).toMatchObject([{ taskId: 'task-1', progress: 10 }]);
    next.tracker.stop();
  });
});
