import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generationTasks } from '../db/schema';
import { startFakeComfyUI, type FakeComfyUI } from '../test/fakes/comfyui/fake-comfyui-server';
import { run, textToImage, waitForTask } from '../test/generation';
import { kill, sharedDatabase, startWorkerProcess } from '../test/killed-worker-harness';
import { ledgerState } from '../test/point-accounts';
import { createTestApp, testQueueSettings } from '../test/test-app';
import { signedInUser } from '../test/users';

const engine = inject('testDatabase').engine;
let fake: FakeComfyUI;
beforeAll(async () => {
  fake = await startFakeComfyUI();
});
afterAll(() => fake.close());

describe('a worker process killed while ComfyUI runs its prompt', () => {
  it('is resumed by the next worker from the stored prompt id, without a second prompt, and charged once', async () => {
    const settings = { ...testQueueSettings, leaseSeconds: 3, providerConcurrency: { comfyui: 1 }, retryLimit: 1 };
    const shared = await sharedDatabase();
    const env = { COMFYUI_URL: fake.url };
    const overrides = { queueSettings: settings, storage: shared.storage };
    try {
      const api = await createTestApp({ ...(await shared.appDatabase()), env, overrides });
      // The API matches runs to what ComfyUI serves, so it checks the server first, as `npm start` does.
      await api.runtime.start({ worker: false });
      const user = await signedInUser(api);
      const { body } = await run(api, user.token, textToImage('a lighthouse in a storm'));
      const taskId = body.tasks[0]!.task_id;
      if (engine === 'pglite') {
        await api.close();
        await shared.letGo();
      }

      fake.hold();
      const worker = startWorkerProcess({
        dataDir: shared.dataDir,
        ...(shared.databaseUrl ? { databaseUrl: shared.databaseUrl } : {}),
        queueSettings: settings,
        comfyuiUrl: fake.url,
      });
      let promptId: string;
      try {
        promptId = await Promise.race([
          fake.paused(),
          worker.exited.then((code) => Promise.reject(new Error(`The worker ended first: ${String(code)}`))),
        ]);
      } finally {
        await kill(worker.child, worker.exited);
      }
      expect(fake.prompts.map((prompt) => prompt.prompt_id)).toEqual([promptId]);

      const survivor = await createTestApp({ ...(await shared.appDatabase()), worker: true, env, overrides });
      const row = async () => (await survivor.deps.db.select().from(generationTasks).where(eq(generationTasks.id, taskId)))[0]!;
      expect(await row()).toMatchObject({ status: 'running', providerName: 'comfyui', providerTaskId: promptId, attempts: 1 });
      // Let ComfyUI finish only once the next worker has taken the task up and is waiting for the prompt.
      while ((await row()).attempts < 2) await new Promise((resolve) => setTimeout(resolve, 100));
      fake.release();

      const done = await waitForTask(survivor, user.token, taskId, 30_000);
      expect(done).toMatchObject({ status: 'complete', new_balance: 48 });
      expect(done.data?.results).toHaveLength(1);
      expect(fake.prompts).toHaveLength(1);
      expect(await row()).toMatchObject({ providerTaskId: promptId, attempts: 2 });
      expect(await ledgerState(survivor.deps.db, user.accountId)).toMatchObject({ balance: 48, ledger_sum: 48, debits: 1, rows: 2 });
      expect((await survivor.request(done.data!.results[0]!.url)).status).toBe(200);
    } finally {
      fake.release();
      await shared.close();
    }
  }, 90_000);
});
