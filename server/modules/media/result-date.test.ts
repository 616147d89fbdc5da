import { describe, expect, it } from 'vitest';
import { resultSchema } from '../../../contract';
import { run, textToImage, waitForTask } from '../../test/generation';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

type History = { history: Array<{ id: string; creation_date: string }> };

describe("a finished task's results", () => {
  it('carry the creation date the history lists, so the workshop shows when each was made', async () => {
    const t = await createTestApp({ worker: true });
    const user = await signedInUser(t);
    const started = await run(t, user.token, textToImage('a lantern on a quay'));
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const done = await waitForTask(t, user.token, started.body.tasks[0]!.task_id);
    expect(done.status, done.error_message ?? '').toBe('complete');

    const [result] = done.data!.results.map((raw) => resultSchema.parse(raw));
    const { body } = await t.get<History>('/api/v1/generated-history?per_page=5', { token: user.token });
    const listed = body.history.find((item) => item.id === result!.id);
    expect(listed).toBeDefined();
    expect(result!.creation_date).toBe(listed!.creation_date);
  }, 60_000);
});
