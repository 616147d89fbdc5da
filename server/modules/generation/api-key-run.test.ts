import { describe, expect, it } from 'vitest';
import { fakeProvider, fakeRegistry, run, taskStatus, textToImage, uploadImage, waitForTask } from '../../test/generation';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

describe('generation with an API key', () => {
  it('runs a workflow, follows the task and uploads inputs, but reads no account call', async () => {
    const t = await createTestApp({ worker: true, overrides: { providers: fakeRegistry(fakeProvider()) } });
    const user = await signedInUser(t, { tier: 'Plus' });
    const created = await t.post<{ key_data: { full_key: string } }>('/api/v1/user/api-keys', { name: 'script' }, { token: user.token });
    const key = created.body.key_data.full_key;

    const { status, body } = await run(t, key, textToImage('from a script'));
    expect(status).toBe(202);
    const done = await waitForTask(t, key, body.tasks[0]!.task_id);
    expect(done).toMatchObject({ status: 'complete', new_balance: 48 });
    expect((await taskStatus(t, user.token, body.tasks[0]!.task_id)).status).toBe(200);
    expect((await t.get('/api/v1/service-models', { token: key })).status).toBe(200);
    expect((await uploadImage(t, key)).status).toBe(201);
    const file = await t.request(done.data!.results[0]!.url.split('?')[0]!, { headers: { Authorization: `Bearer ${key}` } });
    expect(file.status).toBe(200);

    for (const path of ['/api/v1/user/me', '/api/v1/generated-history', '/api/v1/points/balance']) {
      const refused = await t.get(path, { token: key });
      expect(refused.status, path).toBe(403);
      expect(refused.body).toMatchObject({ code: 'insufficient_scope' });
    }
  });

  it("keeps one user's tasks from another", async () => {
    const t = await createTestApp({ overrides: { providers: fakeRegistry(fakeProvider()) } });
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const { body } = await run(t, owner.token, textToImage());
    for (const id of [body.tasks[0]!.task_id, '00000000-0000-4000-8000-000000000000', 'garbage']) {
      const answer = await taskStatus(t, other.token, id);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'not_found', message: 'Task not found.' });
    }
  });
});
