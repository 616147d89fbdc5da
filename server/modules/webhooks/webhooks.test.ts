import { describe, expect, it } from 'vitest';
import { createWebhook, type Webhook } from '../../../contract';
import { run, textToImage, waitForTask } from '../../test/generation';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/users';
import { appWith, attempts, create, sendTest, webhookReceivers } from '../../test/webhooks';

/** Registering a webhook, who may see and change it, and how the API document describes its events. */
const startReceiver = webhookReceivers();

describe('registering a webhook', () => {
  it('needs the tier that has API keys; the secret is answered once and never listed', async () => {
    const t = await appWith({ allowPrivate: false, dns: { 'hooks.example.com': ['93.184.216.34'] } });
    const free = await signedInUser(t);
    const refused = await create(t, free.token, { url: 'https://hooks.example.com/studio' });
    expect(refused).toMatchObject({
      status: 403,
      body: { code: 'permission_denied', message: 'Your plan does not include webhooks. Upgrade your plan to add one.' },
    });

    const user = await signedInUser(t, { tier: 'Plus' });
    const { status, body } = await create(t, user.token, { url: 'https://hooks.example.com/studio' });
    expect(status).toBe(201);
    expect(createWebhook.answer.parse(body)).toEqual(body);
    expect(body.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(body.webhook).toMatchObject({ url: 'https://hooks.example.com/studio', events: ['task.completed', 'task.failed'] });
    expect(body.webhook.secret_hint).toBe(`whsec_…${body.secret.slice(-4)}`);
    const listed = await t.get<{ webhooks: Webhook[] }>('/api/v1/user/webhooks', { token: user.token });
    expect(listed.body.webhooks).toEqual([body.webhook]);
    expect(JSON.stringify(listed.body)).not.toContain(body.secret);
  });

  it('answers 400 (never 500) for malformed URLs and events, and caps webhooks per user', async () => {
    const t = await appWith({ allowPrivate: false, dns: { 'hooks.example.com': ['93.184.216.34'] } });
    const user = await signedInUser(t, { tier: 'Pro' });
    const bad: unknown[] = [
      {},
      { url: '' },
      { url: 42 },
      { url: 'not a url' },
      { url: 'ftp://hooks.example.com/x' },
      { url: 'javascript:alert(1)' },
      { url: 'https://user:pw@hooks.example.com/x' },
      { url: `https://hooks.example.com/${'a'.repeat(2100)}` },
      { url: 'https://hooks.example.com/x', events: [] },
      { url: 'https://hooks.example.com/x', events: ['task.deleted'] },
      { url: 'https://unknown-host.example/x' },
    ];
    for (const body of bad) {
      const answer = await create(t, user.token, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_error' });
    }
    for (let i = 0; i < 5; i += 1) expect((await create(t, user.token, { url: `https://hooks.example.com/${i}` })).status).toBe(201);
    expect((await create(t, user.token, { url: 'https://hooks.example.com/6' })).body).toEqual({
      code: 'permission_denied',
      message: 'You can register up to 5 webhooks. Remove one to add another.',
    });
  });
});

async function ownerAndOther(t: TestApp): Promise<{ owner: SignedInUser; other: SignedInUser; webhook: Webhook }> {
  const owner = await signedInUser(t, { tier: 'Plus' });
  const other = await signedInUser(t, { tier: 'Pro' });
  const { webhook } = (await create(t, owner.token, { url: 'https://93.184.216.34/hook' })).body;
  return { owner, other, webhook };
}

describe('who may see and change a webhook', () => {
  it("answers 404 to anyone else, for an unknown id and a malformed one, and leaves the owner's webhook alone", async () => {
    const t = await appWith({ allowPrivate: false });
    const { owner, other, webhook } = await ownerAndOther(t);
    expect((await t.get<{ webhooks: Webhook[] }>('/api/v1/user/webhooks', { token: other.token })).body.webhooks).toEqual([]);
    for (const id of [webhook.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', '%00']) {
      const answers = [
        await t.delete(`/api/v1/user/webhooks/${id}`, { token: other.token }),
        await t.post(`/api/v1/user/webhooks/${id}/rotate-secret`, undefined, { token: other.token }),
        await t.post(`/api/v1/user/webhooks/${id}/test`, undefined, { token: other.token }),
        await t.get(`/api/v1/user/webhooks/${id}/attempts`, { token: other.token }),
      ];
      for (const answer of answers) {
        expect(answer.status, id).toBeOneOf([400, 404]);
        if (id !== '%00') expect(answer.body).toEqual({ code: 'not_found', message: 'Webhook not found.' });
      }
    }
    expect((await t.get<{ webhooks: Webhook[] }>('/api/v1/user/webhooks', { token: owner.token })).body.webhooks).toEqual([webhook]);
    expect((await attempts(t, owner.token, webhook.id)).body.attempts).toEqual([]);
    expect((await t.delete(`/api/v1/user/webhooks/${webhook.id}`, { token: owner.token })).status).toBe(200);
    expect((await t.get<{ webhooks: Webhook[] }>('/api/v1/user/webhooks', { token: owner.token })).body.webhooks).toEqual([]);
  });

  it('is not reachable with an API key, nor without signing in', async () => {
    const t = await appWith({ allowPrivate: false });
    const { owner, webhook } = await ownerAndOther(t);
    const key = (await t.post<{ key_data: { full_key: string } }>('/api/v1/user/api-keys', { name: 'k' }, { token: owner.token })).body
      .key_data.full_key;
    expect((await t.get('/api/v1/user/webhooks', { token: key })).status).toBe(403);
    expect((await create(t, key, { url: 'https://93.184.216.34/x' })).status).toBe(403);
    expect((await t.get('/api/v1/user/webhooks')).status).toBe(401);
    expect((await sendTest(t, '', webhook.id)).status).toBe(401);
  });

  it("fires only for the submitter's own tasks", async () => {
    const t = await appWith({ allowPrivate: true, worker: true });
    const hook = await startReceiver();
    const owner = await signedInUser(t, { tier: 'Plus' });
    const other = await signedInUser(t, { tier: 'Plus' });
    await create(t, owner.token, { url: hook.url });
    const theirs = (await run(t, other.token, textToImage('someone else'))).body.tasks[0]!;
    expect((await waitForTask(t, other.token, theirs.task_id)).status).toBe('complete');
    const mine = (await run(t, owner.token, textToImage('mine'))).body.tasks[0]!;
    await waitForTask(t, owner.token, mine.task_id);
    const [delivery] = await hook.waitFor(1);
    expect(JSON.parse(delivery!.raw.toString())).toMatchObject({ data: { task: { task_id: mine.task_id } } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hook.received).toHaveLength(1);
  });
});

describe('the OpenAPI document', () => {
  it('describes every event a webhook receives, with the signature header', async () => {
    const t = await createTestApp();
    type Doc = {
      webhooks: Record<string, { post: { parameters: Array<{ name: string }>; requestBody: { content: Record<string, unknown> } } }>;
    };
    const { body } = await t.get<Doc>('/api/v1/openapi.json');
    expect(Object.keys(body.webhooks).toSorted()).toEqual(['task.completed', 'task.failed', 'webhook.test']);
    for (const hook of Object.values(body.webhooks)) {
      expect(hook.post.parameters.map((parameter) => parameter.name)).toContain('Studio-Signature');
      expect(hook.post.requestBody.content).toHaveProperty('application/json');
    }
  });
});
