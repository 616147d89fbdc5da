import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMockServer } from '@mocks/node-server';
import { failedScenario, generatingScenario, trackingErrorScenario } from '@mocks/scenarios/generation.scenarios';
import {
  createActiveTasksStore,
  createTaskTracker,
  generationMessages,
  memoryStorage,
  resultItems,
  runWorkflowMutationOptions,
  serverDataOf,
  type ResultItem,
} from '@/domain/generation';
import { accountKeys, applyNewBalance } from '@/domain/session';
import { useBrowserQueryTimers } from '../browser-query-timers';

/*
 * The workshop's whole flow on the scenarios the stories will use: the run mutation, the tracker and the mocked
 * server together, on fake timers. What a story shows is what these tests see.
 */

const server = useMockServer();
useBrowserQueryTimers();

async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

function workshop() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const store = createActiveTasksStore();
  const tracker = createTaskTracker({
    queryClient,
    store,
    storage: memoryStorage(),
    onBalance: (balance) => applyNewBalance(queryClient, balance),
  });
  const generate = () =>
    new MutationObserver(queryClient, runWorkflowMutationOptions(queryClient, tracker)).mutate({
      request: { template_id: 'text_to_image_v1', user_inputs: { USER_PROMPT: 'a fox' }, user_params: { main: { numberResults: 2 } } },
      count: 2,
      type: 'image',
      templateTypes: ['text-to-image'],
      promptText: 'a fox',
    });
  const items = (): ResultItem[] => resultItems(store.state, serverDataOf(queryClient), Date.now());
  const shown = () => items().map((item) => (item.status === 'generating' ? item.progress : item.status));
  const balance = () => queryClient.getQueryData(accountKeys.pointsBalance());
  return { store, items, tracker, generate, shown, balance };
}

// The task queries poll with React Query's interval timer, so intervals are faked along with timeouts.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }));
afterEach(() => vi.useRealTimers());

describe('the tracker on the generation scenarios', () => {
  it('generating: waiting, 20%, 60%, then two results half a second after completion', async () => {
    server.use(...generatingScenario());
    const { generate, shown, balance } = workshop();
    await generate();
    expect(balance()).toEqual({ points_balance: 246 });
    await advance(3_000);
    expect(shown()).toEqual([null, null]);
    await advance(3_000);
    expect(shown()).toEqual([20, 20]);
    await advance(3_000);
    expect(shown()).toEqual([60, 60]);
    await advance(3_000);
    expect(shown()).toEqual([100, 100]);
    await advance(500);
    expect(shown()).toEqual(['completed', 'completed']);
  });

  it('failed: the placeholders turn failed, the error is reported and the refund shows', async () => {
    server.use(...failedScenario(250));
    const { store, generate, shown, balance } = workshop();
    await generate();
    await advance(6_000);
    expect(shown()).toEqual(['failed', 'failed']);
    expect(store.state.lastError).toBe(generationMessages.taskFailed);
    expect(balance()).toEqual({ points_balance: 250 });
  });

  it('tracking error: the placeholders go and the error is reported', async () => {
    server.use(...trackingErrorScenario());
    const { store, items, generate } = workshop();
    await generate();
    await advance(3_000);
    expect(items()).toEqual([]);
    expect(store.state.lastError).toBe(generationMessages.trackingFailed);
  });
});
