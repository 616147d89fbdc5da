import { describe, expect, it } from 'vitest';
import { listWebhookAttempts } from '../../../contract';
import { createMemoryLogger } from '../../logger';
import { run, textToImage, waitForTask } from '../../test/generation';
import { signedInUser } from '../../test/users';
import { appWith, attempts, create, nowSeconds, sendTest, verify, webhookReceivers, type Created } from '../../test/webhooks';
import { createWebhookDispatcher, MAX_ATTEMPTS, retryDelayMs } from './webhook-dispatcher';

/** What a receiver gets: signed task events, retries from the outbox, and the secret that signs them. */
const startReceiver = webhookReceivers();

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
