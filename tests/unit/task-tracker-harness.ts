import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';
import { getTaskStatus, type CallAnswer } from '@contract';
import { mockCall } from '@mocks/contract-handler';
import { buildTask } from '@mocks/fixtures/task.fixtures';
import { useMockServer } from '@mocks/node-server';
import { memoryStorage } from '@/domain/generation/tasks/active-tasks-storage';
import { createActiveTasksStore } from '@/domain/generation/tasks/active-tasks-store';
import { resultItems, type ResultItem } from '@/domain/generation/tasks/result-items';
import { createTaskTracker, type RunAnswer, type TaskTrackerOptions } from '@/domain/generation/tasks/task-tracker';
import { serverDataOf } from '@/domain/generation/tasks/use-active-tasks';
import { useBrowserQueryTimers } from './browser-query-timers';

type TaskStatus = CallAnswer<typeof getTaskStatus>;

/**
 * What the task tracker's test files share: a mocked server, React Query's browser timers and fake timers, set up
 * by each file that calls this (the unit project shares one module graph, so hooks registered at a module's top
 * level would run for the first file that imports it only). The task queries poll with React Query's interval
 * timer, so intervals are faked along with timeouts.
 */
export function prepareTrackerTests() {
  const server = useMockServer();
  useBrowserQueryTimers();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

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

  return { server, scriptTasks };
}

/** Lets the mocked network answer: MSW resolves on real macrotasks, which fake timers leave alone. */
async function settle() {
  for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

export async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

export function runAnswer(taskIds: string[], overrides: Partial<RunAnswer> = {}): RunAnswer {
  return {
    tasks: taskIds.map((task_id) => buildTask({ task_id })),
    new_balance: 246,
    project_id: 'p1',
    new_project: null,
    ...overrides,
  };
}

export function setup(overrides: Partial<TaskTrackerOptions> = {}) {
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
