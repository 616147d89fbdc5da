import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createWebhook, listWebhookAttempts, sendWebhookTest, type Webhook, type WebhookAttempt } from '../../../contract';
import { createMemoryLogger } from '../../logger';
import { fakeProvider, fakeRegistry, run, textToImage, waitForTask } from '../../test/generation';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/users';
import { startWebhookReceiver, type ReceivedDelivery, type WebhookReceiver } from '../../test/webhook-receiver';
import { createAddressGuard, type Resolve } from './address-guard';
import { createWebhookDispatcher, MAX_ATTEMPTS, retryDelayMs } from './webhook-dispatcher';
import { createWebhookSender } from './webhook-sender';

type Created = { message: string; webhook: Webhook; secret: string };

const receivers: WebhookReceiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

async function startReceiver(): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver();
  receivers.push(started);
  return started;
}

/** DNS as the test says: names map to addresses, and a test may change them later (rebinding). */
function fakeDns(table: Record<string, string[]>): Resolve {
  return async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
    return addresses;
  };
}

/** An app whose webhooks resolve names through `dns` and may reach loopback only when `allowPrivate`. */
async function appWith(options: { allowPrivate: boolean; dns?: Record<string, string[]>; worker?: boolean }) {
  const guard = createAddressGuard({ allowPrivate: options.allowPrivate, resolve: fakeDns(options.dns ?? {}) });
  const control = fakeProvider(async (job) => {
    if (job.prompt.includes('fail')) throw new Error('the provider broke');
  });
  return createTestApp({
    worker: options.worker ?? false,
    overrides: {
      providers: fakeRegistry(control),
      webhooks: { guard, send: createWebhookSender({ guard }), pollMs: 50 },
    },
  });
}

const create = (t: TestApp, token: string, body: unknown) => t.post<Created>('/api/v1/user/webhooks', body, { token });
const sendTest = (t: TestApp, token: string, id: string) =>
  t.post<{ attempt: WebhookAttempt }>(`/api/v1/user/webhooks/${id}/test`, undefined, { token });
const attempts = (t: TestApp, token: string, id: string) =>
  t.get<{ attempts: WebhookAttempt[] }>(`/api/v1/user/webhooks/${id}/attempts`, { token });

/** Checks a delivery as a receiver following the README would: over the raw bytes, within the replay window. */
function verify(delivery: ReceivedDelivery, secret: string, nowSeconds: number): boolean {
  const header = String(delivery.headers['studio-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300) return false;
  const expected = createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(`${timestamp}.`), delivery.raw]))
    .digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const nowSeconds = (t: TestApp) => Math.floor(t.clock.now().getTime() / 1000);

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

describe('addresses a webhook may not reach', () => {
  it('refuses loopback, private and link-local URLs, checking every address a name resolves to', async () => {
    const t = await appWith({
      allowPrivate: false,
      dns: {
        'localhost.example.com': ['127.0.0.1'],
        'split.example.com': ['93.184.216.34', '10.1.2.3'],
        'v6.example.com': ['2606:2800:220:1::1', 'fd00::1'],
      },
    });
    const user = await signedInUser(t, { tier: 'Plus' });
    const refused = [
      'http://127.0.0.1:3000/hook',
      'http://[::1]/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.8/hook',
      'http://172.20.1.1/hook',
      'http://192.168.1.1/hook',
      'http://100.64.0.1/hook',
      'http://0.0.0.0/hook',
      'http://[fe80::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[::ffff:a9fe:a9fe]/hook',
      'http://2130706433/hook',
      'http://0x7f.1/hook',
      'http://localhost.example.com/hook',
      'http://split.example.com/hook',
      'http://v6.example.com/hook',
    ];
    for (const url of refused) {
      const answer = await create(t, user.token, { url });
      expect(answer.status, url).toBe(400);
      expect(answer.body, url).toMatchObject({
        code: 'validation_error',
        message: 'Webhooks cannot be sent to private, local or link-local addresses.',
      });
    }
    expect((await t.get<{ webhooks: Webhook[] }>('/api/v1/user/webhooks', { token: user.token })).body.webhooks).toEqual([]);
  });

  it('checks again on every send: a name that later points inside is refused, and nothing is sent', async () => {
    const dns = { 'rebind.example.com': ['93.184.216.34'] };
    const t = await appWith({ allowPrivate: false, dns });
    const inside = await startReceiver();
    const user = await signedInUser(t, { tier: 'Plus' });
    const port = new URL(inside.url).port;
    const { webhook } = (await create(t, user.token, { url: `http://rebind.example.com:${port}/hooks/studio` })).body;
    dns['rebind.example.com'] = ['127.0.0.1'];
    const { status, body } = await sendTest(t, user.token, webhook.id);
    expect(status).toBe(200);
    expect(sendWebhookTest.answer.parse(body)).toEqual(body);
    expect(body.attempt).toMatchObject({ is_success: false, status_code: null, event_type: 'webhook.test', attempt: 1 });
    expect(body.attempt.error).toContain('private or local address');
    expect(inside.received).toEqual([]);
  });

  it('never follows a redirect, even where private addresses are allowed', async () => {
    const t = await appWith({ allowPrivate: true });
    const first = await startReceiver();
    const target = await startReceiver();
    first.answers.push(302);
    first.location = target.url;
    const user = await signedInUser(t, { tier: 'Plus' });
    const { webhook } = (await create(t, user.token, { url: first.url })).body;
    const { body } = await sendTest(t, user.token, webhook.id);
    expect(body.attempt).toMatchObject({ is_success: false, status_code: 302, error: 'Redirects are not followed.' });
    expect(body.attempt.retry_at).not.toBeNull();
    expect(first.received).toHaveLength(1);
    expect(target.received).toEqual([]);
  });

  it('reaches loopback when the operator allows private addresses', async () => {
    const t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' } });
    const local = await startReceiver();
    const user = await signedInUser(t, { tier: 'Plus' });
    const created = await create(t, user.token, { url: local.url });
    expect(created.status).toBe(201);
    expect((await sendTest(t, user.token, created.body.webhook.id)).body.attempt).toMatchObject({ is_success: true, status_code: 200 });
    expect(local.received).toHaveLength(1);
    const strict = await createTestApp();
    const other = await signedInUser(strict, { tier: 'Plus' });
    expect((await create(strict, other.token, { url: local.url })).status).toBe(400);
  });
});

describe('deliveries', () => {
  it('POSTs finished and failed tasks, signed over the exact bytes, with the refund', async () => {
    const t = await appWith({ allowPrivate: true, worker: true });
    const hook = await startReceiver();
    const user = await signedInUser(t, { tier: 'Plus' });
    const { secret } = (await create(t, user.token, { url: hook.url })).body;

    const done = (await run(t, user.token, textToImage('a lighthouse in fog'))).body.tasks[0]!;
    expect((await waitForTask(t, user.token, done.task_id)).status).toBe('complete');
    const [completed] = await hook.waitFor(1);
    expect(verify(completed!, secret, nowSeconds(t))).toBe(true);
    // One changed byte, a wrong secret or a stale timestamp fails the check a receiver makes.
    const tampered = { ...completed!, raw: Buffer.from(completed!.raw.toString().replace('complete', 'Complete')) };
    expect(verify(tampered, secret, nowSeconds(t))).toBe(false);
    expect(verify(completed!, `${secret}x`, nowSeconds(t))).toBe(false);
    expect(verify(completed!, secret, nowSeconds(t) + 301)).toBe(false);
    const event = JSON.parse(completed!.raw.toString()) as { id: string; type: string; data: { task: Record<string, unknown> } };
    expect(event.type).toBe('task.completed');
    expect(completed!.headers['studio-event-id']).toBe(event.id);
    expect(completed!.headers['studio-timestamp']).toBe(String(nowSeconds(t)));
    expect(event.data.task).toMatchObject({ task_id: done.task_id, status: 'complete', cost: done.cost, refunded: 0 });
    expect(event.data.task.result_ids).toHaveLength(1);

    const failing = (await run(t, user.token, textToImage('this will fail'))).body.tasks[0]!;
    expect((await waitForTask(t, user.token, failing.task_id)).status).toBe('failed');
    const [, failed] = await hook.waitFor(2);
    expect(verify(failed!, secret, nowSeconds(t))).toBe(true);
    const failedEvent = JSON.parse(failed!.raw.toString()) as { type: string; data: { task: Record<string, unknown> } };
    expect(failedEvent).toMatchObject({ type: 'task.failed', data: { task: { task_id: failing.task_id, refunded: failing.cost } } });
    expect(failing.cost).toBeGreaterThan(0);
  });

  it('retries with doubling waits from the outbox, logs every try, and a new dispatcher picks up after a restart', async () => {
    const t = await appWith({ allowPrivate: true });
    const hook = await startReceiver();
    hook.answers.push(500, 503);
    const user = await signedInUser(t, { tier: 'Plus' });
    const { webhook, secret } = (await create(t, user.token, { url: hook.url })).body;
    const first = (await sendTest(t, user.token, webhook.id)).body.attempt;
    expect(first).toMatchObject({ attempt: 1, status_code: 500, is_success: false, error: 'The receiver answered 500.' });
    expect(first.retry_at).toBe(new Date(t.clock.now().getTime() + retryDelayMs(1)).toISOString());

    // A process that starts afresh finds the delivery in the database: nothing lives in memory.
    const { logger } = createMemoryLogger();
    const dispatcher = () => createWebhookDispatcher({ db: t.deps.db, clock: t.clock, send: t.deps.webhooks.send, logger });
    // The file's database is shared, so other tests' deliveries may come due too: count what reached this receiver.
    const triesAfter = async () => {
      await dispatcher().runDue();
      return hook.received.length;
    };
    expect(await triesAfter()).toBe(1);
    t.clock.advance(retryDelayMs(1) - 1000);
    expect(await triesAfter()).toBe(1);
    t.clock.advance(1000);
    expect(await triesAfter()).toBe(2);
    t.clock.advance(retryDelayMs(2));
    expect(await triesAfter()).toBe(3);
    t.clock.advance(retryDelayMs(3));
    expect(await triesAfter()).toBe(3);

    expect(hook.received).toHaveLength(3);
    const bodies = hook.received.map((delivery) => delivery.raw.toString());
    expect(new Set(bodies).size).toBe(1);
    expect(verify(hook.received[2]!, secret, nowSeconds(t))).toBe(true);
    const log = await attempts(t, user.token, webhook.id);
    expect(listWebhookAttempts.answer.parse(log.body)).toEqual(log.body);
    expect(log.body.attempts.map((entry) => [entry.attempt, entry.status_code, entry.is_success])).toEqual([
      [3, 200, true],
      [2, 503, false],
      [1, 500, false],
    ]);
    expect(log.body.attempts[0]).toMatchObject({ error: null, retry_at: null });
  });

  it(`gives up after ${MAX_ATTEMPTS} tries`, async () => {
    const t = await appWith({ allowPrivate: true });
    const hook = await startReceiver();
    hook.answers.push(...Array.from({ length: 20 }, () => 500));
    const user = await signedInUser(t, { tier: 'Plus' });
    const { webhook } = (await create(t, user.token, { url: hook.url })).body;
    await sendTest(t, user.token, webhook.id);
    const dispatcher = createWebhookDispatcher({
      db: t.deps.db,
      clock: t.clock,
      send: t.deps.webhooks.send,
      logger: createMemoryLogger().logger,
    });
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      t.clock.advance(retryDelayMs(attempt));
      await dispatcher.runDue();
      expect(hook.received, `try ${attempt + 1}`).toHaveLength(attempt + 1);
    }
    t.clock.advance(retryDelayMs(MAX_ATTEMPTS) * 4);
    await dispatcher.runDue();
    expect(hook.received).toHaveLength(MAX_ATTEMPTS);
    const [last] = (await attempts(t, user.token, webhook.id)).body.attempts;
    expect(last).toMatchObject({ attempt: MAX_ATTEMPTS, is_success: false, retry_at: null });
  });

  it('signs with the new secret from the moment it is rotated', async () => {
    const t = await appWith({ allowPrivate: true });
    const hook = await startReceiver();
    const user = await signedInUser(t, { tier: 'Plus' });
    const { webhook, secret: old } = (await create(t, user.token, { url: hook.url })).body;
    const rotated = await t.post<Created>(`/api/v1/user/webhooks/${webhook.id}/rotate-secret`, undefined, { token: user.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(old);
    expect(rotated.body.webhook.secret_hint).toBe(`whsec_…${rotated.body.secret.slice(-4)}`);
    await sendTest(t, user.token, webhook.id);
    const [delivery] = await hook.waitFor(1);
    expect(verify(delivery!, rotated.body.secret, nowSeconds(t))).toBe(true);
    expect(verify(delivery!, old, nowSeconds(t))).toBe(false);
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
