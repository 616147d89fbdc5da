import { describe, expect, it } from 'vitest';
import { getTaskStatus } from '@contract';
import { mockError } from '@mocks/contract-handler';
import { buildTaskStatus } from '@mocks/fixtures/task.fixtures';
import { advance, prepareTrackerTests, runAnswer, setup } from '../../../../tests/unit/task-tracker-harness';
import { generationMessages } from '../rules/message-keys';

/** A run that ends badly: a failed task, a poll that errors, a refused run. */
const { server, scriptTasks } = prepareTrackerTests();

describe('a run that ends badly', () => {
  it('marks a failed task, reports it and takes the refunded balance', async () => {
    const { items, state, storage, tracker, batch, balances } = setup();
    scriptTasks({ 'task-1': [buildTaskStatus({ status: 'failed', error_message: 'The provider timed out.', new_balance: 250 })] });
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
        buildTaskStatus({
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
