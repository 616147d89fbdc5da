import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from '../integrations/storage';
import { createMediaStore } from '../modules/media';
import { createTaskStore } from '../modules/tasks';
import { fakeProvider, fakeRegistry, run, textToImage, waitForTask } from '../test/generation';
import { createTestApp } from '../test/test-app';
import { signedInUser } from '../test/users';
import { ORPHAN_MIN_AGE_MS, sweepOrphans } from './orphan-sweep';

const png = Buffer.from('not really a png');

describe('the start-up sweep of files left by an interrupted process', () => {
  it('removes old temporaries and the unrecorded files of ended tasks, and keeps everything else', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-sweep-'));
    const storage = createLocalStorage({ dir });
    const overrides = { providers: fakeRegistry(fakeProvider()), storage };

    // One task that completed (its recorded files must stay), then one still queued.
    const worker = await createTestApp({ worker: true, overrides });
    const user = await signedInUser(worker);
    const ended = (await run(worker, user.token, textToImage())).body.tasks[0]!.task_id;
    const done = await waitForTask(worker, user.token, ended);
    expect(done.status).toBe('complete');
    await worker.close();
    const api = await createTestApp({ worker: false, overrides });
    const queued = (await run(api, user.token, textToImage())).body.tasks[0]!.task_id;

    const recorded = fs.readdirSync(path.join(dir, 'results', user.userId, ended)).map((name) => `results/${user.userId}/${ended}/${name}`);
    expect(recorded.length).toBeGreaterThan(0);
    const orphans = [`results/${user.userId}/${ended}/7-0.png`, `results/${user.userId}/${ended}/7-0.thumb.webp`];
    const kept = [
      `results/${user.userId}/${queued}/1-0.png`, // its attempt may still record it
      `results/${user.userId}/00000000-0000-4000-8000-000000000000/1-0.png`, // no such task: not ours to judge
      `uploads/${user.userId}/something.png`, // not a result
    ];
    for (const key of [...orphans, ...kept]) await storage.put(key, png, 'image/png');
    const young = `results/${user.userId}/${ended}/8-0.png`; // written a moment ago: a write may be in progress
    await storage.put(young, png, 'image/png');
    const oldTemporary = path.join(dir, 'results', user.userId, ended, '.7-1.png.0a1b2c.tmp');
    const youngTemporary = path.join(dir, 'results', user.userId, ended, '.8-1.png.3d4e5f.tmp');
    fs.writeFileSync(oldTemporary, png);
    fs.writeFileSync(youngTemporary, png);

    const now = new Date(Date.now() + ORPHAN_MIN_AGE_MS);
    const past = new Date(now.getTime() - ORPHAN_MIN_AGE_MS - 60_000);
    for (const key of [...recorded, ...orphans, ...kept]) fs.utimesSync(path.join(dir, key), past, past);
    fs.utimesSync(oldTemporary, past, past);
    fs.utimesSync(youngTemporary, now, now);
    fs.utimesSync(path.join(dir, young), now, now);

    const swept = await sweepOrphans({
      storage,
      tasks: createTaskStore({ db: api.deps.db }),
      media: createMediaStore({ db: api.deps.db }),
      now,
      logger: api.deps.logger,
    });
    expect(swept).toEqual({ temporaries: 1, results: orphans.length });
    for (const key of orphans) expect(await storage.head(key)).toBeNull();
    for (const key of [...recorded, ...kept, young]) expect(await storage.head(key)).not.toBeNull();
    expect([fs.existsSync(oldTemporary), fs.existsSync(youngTemporary)]).toEqual([false, true]);
    // The creation still opens.
    expect((await api.request(done.data!.results[0]!.url)).status).toBe(200);
    await api.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
