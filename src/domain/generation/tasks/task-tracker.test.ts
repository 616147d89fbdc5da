import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTaskStatus, type CallAnswer, type TaskEvent } from '@contract';
import { mockCall, mockError } from '@mocks/contract-handler';
import { buildResult, buildTask, buildTaskStatus } from '@mocks/fixtures/task.fixtures';
import { useMockServer } from '@mocks/node-server';
import { useBrowserQueryTimers } from '../../../../tests/unit/browser-query-timers';
import { generationMessages } from '../rules/message-keys';
import { activeTasksKey, memoryStorage, readBatches } from './active-tasks-storage';
import { createActiveTasksStore } from './active-tasks-store';
import { resultItems, type ResultItem } from './result-items';
import { createTaskTracker, type RunAnswer, type TaskTrackerOptions } from './task-tracker';
import { serverDataOf } from './use-active-tasks';

type TaskStatus = CallAnswer<typeof getTaskStatus>;

const server = useMockServer();
useBrowserQueryTimers();
const testResult = buildResult;
const testTaskStatus = buildTaskStatus;

/** Lets the mocked network answer: MSW resolves on real macrotasks, which fake timers leave alone. */
async function settle() {
  for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

/** Answers each task's polls in turn from its script; the last answer repeats. Counts the polls. */
function scriptTasks(scripts: Record<string, TaskStatus[]>) {
  const polls: string[] = [];
  server.use(
    mockCall(getTaskStatus, ({ params }) => {
      const taskId = String(params.taskId);
      polls.push(taskId);
      const script = scripts[taskId]!;
      return script.length > 1 ? script.shift()! : script[0]!;
    }),
  );
  return polls;
}

function runAnswer(taskIds: string[], overrides: Partial<RunAnswer> = {}): RunAnswer {
  return {
    tasks: taskIds.map((task_id) => buildTask({ task_id })),
    new_balance: 246,
    project_id: 'p1',
    new_project: null,
    ...overrides,
  };
}

function setup(overrides: Partial<TaskTrackerOptions> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createActiveTasksStore();
  const storage = memoryStorage();
  const balances: number[] = [];
  const results: string[][] = [];
  let id = 0;
  const tracker = createTaskTracker({
    queryClient,
    store,
    storage,
    createId: () => `id-${(id += 1)}`,
    onBalance: (balance) => balances.push(balance),
    onResults: (list) => results.push(list.map((result) => result.id)),
    ...overrides,
  });
  const batch = (count = 1, templateTypes: string[] = ['text-to-image']) =>
    tracker.addBatch({ count, type: 'image', templateId: 'text_to_image_v1', templateTypes, promptText: 'a fox' });
  /** The grid as a screen shows it now: the store's placeholders read against the query cache. */
  const items = (): ResultItem[] => resultItems(store.state, serverDataOf(queryClient), Date.now());
  return { store, state: store.state, items, storage, tracker, balances, results, batch };
}

// The task queries poll with React Query's interval timer, so intervals are faked along with timeouts.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a run that is queued', () => {
  it('shows its placeholders at once, stores the batch under its project and polls every 3 s', async () => {
    const { items, storage, tracker, batch } = setup();
    const batchId = batch(2);
    expect(items().map((item) => [item.status, item.status === 'generating' && item.taskStatus])).toEqual([
      ['generating', 'submitting'],
      ['generating', 'submitting'],
    ]);

    const polls = scriptTasks({ 'task-1': [testTaskStatus({ status: 'queued' })] });
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
        testTaskStatus({ status: 'queued' }),
        testTaskStatus({ status: 'running', progress: 20 }),
        testTaskStatus({ status: 'running', progress: 60 }),
        testTaskStatus({
          status: 'complete',
          progress: 100,
          new_balance: 250,
          data: { results: [testResult({ id: 'r1' }), testResult({ id: 'r2' })] },
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
    scriptTasks({ 'task-1': [testTaskStatus({ status: 'running', progress: null })] });
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
      a: [testTaskStatus({ task_id: 'a', status: 'complete', data: { results: [testResult({ id: 'ra' })] } })],
      b: [testTaskStatus({ task_id: 'b', status: 'running', progress: 50 })],
    });
    tracker.acceptRun(batch(2), runAnswer(['a', 'b']), null);
    await advance(3_500);
    const shown = items().map((item) => (item.status === 'completed' ? item.id : item.status === 'generating' && item.progress));
    expect(shown).toEqual(['ra', 50]);
    tracker.stop();
  });
});

describe('a run that ends badly', () => {
  it('marks a failed task, reports it and takes the refunded balance', async () => {
    const { items, state, storage, tracker, batch, balances } = setup();
    scriptTasks({ 'task-1': [testTaskStatus({ status: 'failed', error_message: 'The provider timed out.', new_balance: 250 })] });
    tracker.acceptRun(batch(1), runAnswer(['task-1']), null);
    await advance(3_000);
    expect(items()).toMatchObject([{ status: 'failed', taskId: 'task-1', errorMessage: 'The provider timed out.' }]);
    expect(state.lastError).toBe(generationMessages.taskFailed);
    expect(balances).toEqual([250]);
    expect(storage.entries.size).toBe(0);
  });

  it("words a failure through describeFailure: the app's translation of the server's code", async () => {
    const { items, tracker, batch } = setup({
      describeFailure: (status) => `${status.error_code ?? ''} ${JSON.stringify(status.error_params)}`,
    });
    scriptTasks({
      'task-1': [
        testTaskStatus({
          status: 'failed',
          error_message: 'At most 4 results per task.',
          error_code: 'too_many_results',
          error_params: { max: 4 },
        }),
      ],
    });
    tracker.acceptRun(batch(1), runAnswer(['task-1']), null);
    await advance(3_000);
    expect(items()).toMatchObject([{ status: 'failed', errorMessage: 'too_many_results {"max":4}' }]);
  });

  it('removes the placeholders and stops polling when a poll errors', async () => {
    const { items, state, storage, tracker, batch } = setup();
    let polls = 0;
    server.use(mockError(getTaskStatus, 500, { message: '', code: 'internal_error' }));
    server.events.on('request:start', () => void (polls += 1));
    tracker.acceptRun(batch(2), runAnswer(['task-1']), null);
    await advance(3_000);
    expect(items()).toEqual([]);
    expect(state.lastError).toBe(generationMessages.trackingFailed);
    expect(storage.entries.size).toBe(0);
    await advance(9_000);
    expect(polls).toBe(1);
    server.events.removeAllListeners();
  });

  it('removes the placeholders of a refused run', () => {
    const { items, tracker, batch } = setup();
    tracker.discardBatch(batch(3));
    expect(items()).toEqual([]);
  });
});

describe('a run with direct results', () => {
  it('completes its placeholders at once without polling', async () => {
    const { items, state, tracker, batch, results } = setup();
    tracker.acceptRun(batch(1), runAnswer([], { data: { results: [testResult({ id: 'now' })] } }), null);
    expect(items()).toMatchObject([{ id: 'now', status: 'completed' }]);
    expect(results).toEqual([['now']]);
    await advance(10_000);
    // No status handler is registered: a poll would have failed and been reported as a tracking error.
    expect(state.lastError).toBeNull();
    expect(items()).toMatchObject([{ id: 'now', status: 'completed' }]);
  });
});

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
    const done = testTaskStatus({ task_id: 't1', status: 'complete', data: { results: [testResult({ id: 'v1', type: 'video' })] } });
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
    const polls = scriptTasks({ t1: [testTaskStatus({ task_id: 't1', status: 'running', progress: 10 })] });
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
    const polls = scriptTasks({ 'task-1': [testTaskStatus({ status: 'running', progress: 10 })] });
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
    const polls = scriptTasks({ 'task-1': [testTaskStatus({ status: 'running', progress: 70 })] });
    tracker.acceptRun(batch(1), runAnswer(['task-1']), null);
    expect(feed.isOpen()).toBe(true);

    await advance(2_000);
    feed.emit({ kind: 'progress', task: buildTask({ status: 'running', progress: 40 }) });
    expect(items()[0]).toMatchObject({ progress: 40 });
    await advance(2_000);
    expect(polls).toEqual([]);

    feed.emit({ kind: 'complete', task: buildTask({ status: 'complete', progress: 100 }), results: [testResult({ id: 'live' })] });
    await advance(500);
    expect(items()).toMatchObject([{ id: 'live', status: 'completed' }]);
    expect(feed.isOpen()).toBe(false);
    expect(polls).toEqual([]);
  });

  it('falls back to polling when the stream goes quiet', async () => {
    const feed = fakeStream();
    const { items, tracker, batch } = setup({ events: feed.stream });
    const polls = scriptTasks({ 'task-1': [testTaskStatus({ status: 'running', progress: 70 })] });
    tracker.acceptRun(batch(1), runAnswer(['task-1']), null);
    await advance(3_000);
    expect(polls).toEqual(['task-1']);
    expect(items()[0]).toMatchObject({ progress: 70 });
    tracker.stop();
  });
});
