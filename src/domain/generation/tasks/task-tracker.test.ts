import { describe, expect, it } from 'vitest';
import { buildResult, buildTaskStatus } from '@mocks/fixtures/task.fixtures';
import { advance, prepareTrackerTests, runAnswer, setup } from '../../../../tests/unit/task-tracker-harness';
import { activeTasksKey, readBatches } from './active-tasks-storage';

/** A run's way from its placeholders to its results; failures, resuming and the event stream have files of their own. */
const { scriptTasks } = prepareTrackerTests();

describe('a run that is queued', () => {
  it('shows its placeholders at once, stores the batch under its project and polls every 3 s', async () => {
    const { items, storage, tracker, batch } = setup();
    const batchId = batch(2);
    expect(items().map((item) => [item.status, item.status === 'generating' && item.taskStatus])).toEqual([
      ['generating', 'submitting'],
      ['generating', 'submitting'],
    ]);

    const polls = scriptTasks({ 'task-1': [buildTaskStatus({ status: 'queued' })] });
    tracker.acceptRun(batchId, runAnswer(['task-1']), null);
    const bindings = [
      { id: 'id-2', taskId: 'task-1' },
      { id: 'id-3', taskId: 'task-1' },
    ];
    expect(readBatches(storage, 'p1')).toMatchObject([{ batchId, placeholders: bindings }]);

    await advance(2_999);
    expect(polls).toEqual([]);
    await advance(1);
    expect(polls).toEqual(['task-1']);
    await advance(3_000);
    expect(polls).toEqual(['task-1', 'task-1']);
    tracker.stop();
  });

  it('moves from queued to 20 and 60 percent, then shows the results 500 ms after completion', async () => {
    const { items, storage, tracker, batch, results, balances } = setup();
    scriptTasks({
      'task-1': [
        buildTaskStatus({ status: 'queued' }),
        buildTaskStatus({ status: 'running', progress: 20 }),
        buildTaskStatus({ status: 'running', progress: 60 }),
        buildTaskStatus({
          status: 'complete',
          progress: 100,
          new_balance: 250,
          data: { results: [buildResult({ id: 'r1' }), buildResult({ id: 'r2' })] },
        }),
      ],
    });
    tracker.acceptRun(batch(2), runAnswer(['task-1']), null);
    const progress = () => items().map((item) => (item.status === 'generating' ? item.progress : item.status));

    await advance(3_000);
    expect(progress()).toEqual([null, null]);
    await advance(3_000);
    expect(progress()).toEqual([20, 20]);
    await advance(3_000);
    expect(progress()).toEqual([60, 60]);
    await advance(3_000);
    expect(progress()).toEqual([100, 100]);
    expect(storage.entries.has(activeTasksKey('p1'))).toBe(false);
    expect(balances).toEqual([250]);

    await advance(499);
    expect(items().every((item) => item.status === 'generating')).toBe(true);
    await advance(1);
    expect(items().map((item) => [item.id, item.status])).toEqual([
      ['r1', 'completed'],
      ['r2', 'completed'],
    ]);
    expect(results).toEqual([['r1', 'r2']]);
  });

  it('simulates progress towards 95% over the estimate while the server gives none', async () => {
    const { items, tracker, batch } = setup();
    scriptTasks({ 'task-1': [buildTaskStatus({ status: 'running', progress: null })] });
    tracker.acceptRun(batch(1, ['text-to-image']), runAnswer(['task-1']), null);
    const progress = () => {
      const [first] = items();
      return first?.status === 'generating' ? first.progress : null;
    };

    await advance(3_000);
    expect(progress()).toBe(0);
    await advance(3_000);
    expect(progress()).toBe(14); // 3 s of an estimated 20 s, scaled to 95
    await advance(30_000);
    expect(progress()).toBe(95);
    tracker.stop();
  });

  it('gives each task of a batch its own placeholder and result', async () => {
    const { items, tracker, batch } = setup();
    scriptTasks({
      a: [buildTaskStatus({ task_id: 'a', status: 'complete', data: { results: [buildResult({ id: 'ra' })] } })],
      b: [buildTaskStatus({ task_id: 'b', status: 'running', progress: 50 })],
    });
    tracker.acceptRun(batch(2), runAnswer(['a', 'b']), null);
    await advance(3_500);
    const shown = items().map((item) => (item.status === 'completed' ? item.id : item.status === 'generating' && item.progress));
    expect(shown).toEqual(['ra', 50]);
    tracker.stop();
  });
});

describe('a run with direct results', () => {
  it('completes its placeholders at once without polling', async () => {
    const { items, state, tracker, batch, results } = setup();
    tracker.acceptRun(batch(1), runAnswer([], { data: { results: [buildResult({ id: 'now' })] } }), null);
    expect(items()).toMatchObject([{ id: 'now', status: 'completed' }]);
    expect(results).toEqual([['now']]);
    await advance(10_000);
    // No status handler is registered: a poll would have failed and been reported as a tracking error.
    expect(state.lastError).toBeNull();
    expect(items()).toMatchObject([{ id: 'now', status: 'completed' }]);
  });
});
