import { describe, expect, it } from 'vitest';
import { getPointsHistory, getTaskStatus, type CallAnswer } from '../../../contract';
import { fakeProvider, fakeRegistry, run, textToImage, waitForTask } from '../../test/generation';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

type TaskStatus = CallAnswer<typeof getTaskStatus>;
type History = CallAnswer<typeof getPointsHistory>;

async function appFailingOn(word: string): Promise<TestApp> {
  const control = fakeProvider(async (job) => {
    if (job.prompt.includes(word)) throw new Error('the provider broke');
  });
  return createTestApp({ worker: true, overrides: { providers: fakeRegistry(control) } });
}

describe('the points a task held', () => {
  it('shows what a finished task cost, from its ledger line, and that line links to the task and its creation', async () => {
    const t = await appFailingOn('fail');
    const user = await signedInUser(t);
    const task = (await run(t, user.token, textToImage('a quiet harbour'))).body.tasks[0]!;
    expect(task.cost).toBeGreaterThan(0);
    const done = await waitForTask(t, user.token, task.task_id);
    const { body } = await t.get<TaskStatus>(`/api/v1/tasks/${task.task_id}`, { token: user.token });
    expect(getTaskStatus.answer.parse(body)).toEqual(body);
    expect(body.points).toMatchObject({ charged: task.cost, refunded: 0, entries: [{ transaction_type: 'debit', amount: task.cost }] });

    const history = (await t.get<History>('/api/v1/points/history', { token: user.token })).body.history;
    const line = history.find((entry) => entry.id === body.points!.entries[0]!.id);
    expect(line).toMatchObject({ task_id: task.task_id, media_id: done.data!.results[0]!.id, transaction_type: 'debit' });
    // Lines about no task (the starting grant) link nowhere.
    expect(history.at(-1)).toMatchObject({ task_id: null, media_id: null });
  });

  it('shows the refund of a failed task beside its charge, both linked to the task', async () => {
    const t = await appFailingOn('fail');
    const user = await signedInUser(t);
    const before = (await t.get<{ points_balance: number }>('/api/v1/points/balance', { token: user.token })).body.points_balance;
    const task = (await run(t, user.token, textToImage('this will fail'))).body.tasks[0]!;
    expect((await waitForTask(t, user.token, task.task_id)).status).toBe('failed');
    const { body } = await t.get<TaskStatus>(`/api/v1/tasks/${task.task_id}`, { token: user.token });
    expect(body.points).toMatchObject({
      charged: task.cost,
      refunded: task.cost,
      entries: [
        { transaction_type: 'debit', amount: task.cost },
        { transaction_type: 'credit', amount: task.cost },
      ],
    });
    const after = (await t.get<{ points_balance: number }>('/api/v1/points/balance', { token: user.token })).body.points_balance;
    expect(after).toBe(before);
    const history = (await t.get<History>('/api/v1/points/history', { token: user.token })).body.history;
    const lines = history.filter((entry) => entry.task_id === task.task_id);
    expect(lines.map((entry) => [entry.transaction_type, entry.media_id])).toEqual([
      ['credit', null],
      ['debit', null],
    ]);
  });
});
