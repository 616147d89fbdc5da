import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generationTasks } from '../db/schema';
import { comfyProvider } from '../integrations/providers/comfyui/comfyui.fixtures';
import { buildJob } from '../integrations/providers/local/local.fixtures';
import { createMediaStore } from '../modules/media';
import { createPointsService } from '../modules/points';
import { createNotifier } from '../modules/notifications';
import { createTaskOutcomes, createTaskStore } from '../modules/tasks';
import { startFakeComfyUI, type FakeComfyUI } from '../test/fakes/comfyui/fake-comfyui-server';
import { run, textToImage, waitForTask } from '../test/generation';
import { ledgerState } from '../test/point-accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { signedInUser } from '../test/users';
import { createGenerationWorker, LOST_TASK_MESSAGE } from './generation-worker';

let fake: FakeComfyUI;
beforeAll(async () => {
  fake = await startFakeComfyUI();
});
afterAll(() => fake.close());

const turbo = 'sd_xl_turbo_1.0_fp16.safetensors';
const removeTurbo = () => fake.state.models.checkpoints.splice(fake.state.models.checkpoints.indexOf(turbo), 1);
afterEach(() => {
  if (!fake.state.models.checkpoints.includes(turbo)) fake.state.models.checkpoints.push(turbo);
});

const sketch = { template_id: 'text_to_image_v2', user_inputs: { USER_PROMPT: 'a quick sketch' }, user_params: { main: {} } };
const taskRow = async (t: TestApp, id: string) => (await t.deps.db.select().from(generationTasks).where(eq(generationTasks.id, id)))[0]!;
type Ledger = { history: Array<{ description: string; amount: number; transaction_type: string }> };

describe('ComfyUI failures seen from the task', () => {
  it('fails a run whose model went missing with the spec message, keeps the cause in the row and the log, and refunds it', async () => {
    const t = await createTestApp({ worker: true, env: { COMFYUI_URL: fake.url } });
    const user = await signedInUser(t);
    // The health check at start-up saw the model; it is gone by the time the run reaches ComfyUI.
    removeTurbo();
    const { body } = await run(t, user.token, sketch);
    const done = await waitForTask(t, user.token, body.tasks[0]!.task_id);
    expect(done).toMatchObject({ status: 'failed', error_message: 'Generation failed. Please try again.', new_balance: 50 });
    const row = await taskRow(t, done.task_id);
    expect(row.providerName).toBe('comfyui');
    expect(row.errorDetail).toContain(`'${turbo}' not in`);
    expect(row.errorDetail).toContain('CheckpointLoaderSimple');
    expect(t.logs.find((record) => record.msg === 'a generation attempt failed')).toMatchObject({
      canRetry: false,
      detail: row.errorDetail,
    });
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ balance: 50, ledger_sum: 50, debits: 1 });
    const ledger = await t.get<Ledger>('/api/v1/points/history', { token: user.token });
    expect(ledger.body.history[0]).toMatchObject({ transaction_type: 'credit', description: 'Refund: Turbo Sketch failed' });
  });

  it('sends a template to the next provider when the health check finds its model missing, or ComfyUI down', async () => {
    removeTurbo();
    const t = await createTestApp({ worker: true, env: { COMFYUI_URL: fake.url } });
    const user = await signedInUser(t);
    const before = fake.prompts.length;
    const { body } = await run(t, user.token, sketch);
    expect((await waitForTask(t, user.token, body.tasks[0]!.task_id)).status).toBe('complete');
    expect(await taskRow(t, body.tasks[0]!.task_id)).toMatchObject({ providerName: 'local' });
    expect(fake.prompts.length).toBe(before);
    expect(t.logs.find((record) => record.msg.startsWith('ComfyUI cannot serve'))?.problems).toHaveProperty('text_to_image_v2');

    const down = await createTestApp({ worker: true, env: { COMFYUI_URL: 'http://127.0.0.1:9' } });
    const other = await signedInUser(down);
    const second = await run(down, other.token, textToImage());
    expect((await waitForTask(down, other.token, second.body.tasks[0]!.task_id)).status).toBe('complete');
    expect(await taskRow(down, second.body.tasks[0]!.task_id)).toMatchObject({ providerName: 'local' });
    expect(down.logs.some((record) => record.msg.startsWith('ComfyUI is unavailable'))).toBe(true);
  });

  it('interrupts the prompt on ComfyUI when the generation runs out of time, and refunds the task', async () => {
    const t = await createTestApp({
      worker: true,
      env: { COMFYUI_URL: fake.url },
      overrides: { generationTimeoutMs: 1500, queueSettings: { retryLimit: 0 } },
    });
    const user = await signedInUser(t);
    fake.hold();
    const { body } = await run(t, user.token, textToImage());
    const promptId = await fake.paused();
    const done = await waitForTask(t, user.token, body.tasks[0]!.task_id);
    expect(done).toMatchObject({ status: 'failed', error_message: 'The generation took too long. Please try again.', new_balance: 50 });
    expect(await taskRow(t, done.task_id)).toMatchObject({ providerTaskId: promptId, errorDetail: 'comfyui did not finish within 1.5 s' });
    expect(fake.interrupts).toContain(promptId);
  });

  it('queues a fresh prompt when a retry follows a run that ran out of GPU memory, and charges once', async () => {
    const t = await createTestApp({ worker: true, env: { COMFYUI_URL: fake.url } });
    const user = await signedInUser(t);
    fake.failNext('KSampler', 'CUDA out of memory. Tried to allocate 2.00 GiB', 'torch.OutOfMemoryError');
    const before = fake.prompts.length;
    const { body } = await run(t, user.token, textToImage());
    const done = await waitForTask(t, user.token, body.tasks[0]!.task_id);
    expect(done.status).toBe('complete');
    const ids = fake.prompts.slice(before).map((prompt) => prompt.prompt_id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(await taskRow(t, done.task_id)).toMatchObject({ providerTaskId: ids[1], errorDetail: null });
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ balance: 48, debits: 1 });
  });

  it('stops the prompt on ComfyUI when its task is given up as lost by its workers, and refunds it', async () => {
    // A prompt still running for a worker that died: queued here straight through the provider.
    fake.hold();
    const orphan = new AbortController();
    const running = comfyProvider(fake).provider.run(buildJob({ model: 'text-to-image', signal: orphan.signal }));
    const promptId = await fake.paused();
    orphan.abort(new Error('the worker died'));
    await running.catch(() => undefined);

    const t = await createTestApp({ env: { COMFYUI_URL: fake.url } });
    await t.runtime.start({ worker: false });
    const user = await signedInUser(t);
    const { body } = await run(t, user.token, textToImage());
    const taskId = body.tasks[0]!.task_id;
    const { deps } = t;
    const tasks = createTaskStore({ db: deps.db });
    await tasks.setProviderTaskId(taskId, promptId);
    const points = createPointsService({ db: deps.db, clock: deps.clock });
    const worker = createGenerationWorker({
      ...deps,
      tasks,
      media: createMediaStore({ db: deps.db }),
      events: deps.taskEvents,
      timeoutMs: deps.generationTimeoutMs,
      outcomes: createTaskOutcomes({
        db: deps.db,
        clock: deps.clock,
        points,
        events: deps.taskEvents,
        notifier: createNotifier({ ...deps, announce: (change) => deps.taskEvents.publish(change) }),
      }),
    });
    await worker.dead(taskId);
    expect(fake.interrupts).toContain(promptId);
    expect(await taskRow(t, taskId)).toMatchObject({
      status: 'failed',
      errorMessage: LOST_TASK_MESSAGE,
      errorDetail: expect.stringContaining('used up its attempts'),
    });
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ balance: 50, debits: 1 });
  });
});
