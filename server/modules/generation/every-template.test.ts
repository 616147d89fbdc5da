import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readPngMetadata } from '../../media-processing';
import { generationSettingsOf } from '../uploads/generation-settings';
import { run, waitForTask, type TaskAnswer } from '../../test/generation';
import { everyTemplateRun, fetchBytes } from '../../test/template-runs';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

describe('every template on the local provider', () => {
  it('makes real, distinct images and a playable MP4, with thumbnails and embedded metadata', async () => {
    const t = await createTestApp({ worker: true, env: { STARTING_POINTS: '1000' } });
    const user = await signedInUser(t, { tier: 'Pro' });
    const runs = await everyTemplateRun(t, user.token);
    const tasks: Array<[string, string]> = [];
    for (const [id, { inputs, params }] of Object.entries(runs)) {
      const { status, body } = await run(t, user.token, { template_id: id, user_inputs: inputs, user_params: { main: params } });
      expect(status, `${id}: ${JSON.stringify(body)}`).toBe(202);
      tasks.push([id, body.tasks[0]!.task_id]);
      // Pro runs 8 at once; wait for each to keep under the limit and the machine calm.
      await waitForTask(t, user.token, body.tasks[0]!.task_id, 60_000);
    }
    const hashes = new Set<string>();
    for (const [id, taskId] of tasks) {
      const done: TaskAnswer = await waitForTask(t, user.token, taskId, 60_000);
      expect(done.status, `${id}: ${done.error_message}`).toBe('complete');
      for (const result of done.data!.results) {
        const file = await fetchBytes(t, result.url);
        hashes.add(createHash('sha256').update(file.data).digest('hex'));
        if (result.type === 'video') {
          expect(file.type).toBe('video/mp4');
          expect(file.data.subarray(4, 8).toString('latin1')).toBe('ftyp');
        } else {
          expect(file.type).toBe('image/png');
          expect(readPngMetadata(file.data)).toMatchObject({ template: id, seed: String(result.seed) });
          // What the file carries is what an upload of it reads back to fill the workshop.
          expect(generationSettingsOf(file.data), id).toMatchObject({ template_id: id, seed: result.seed, model: expect.any(String) });
        }
        expect((await fetchBytes(t, result.thumbnail_url!)).type).toBe('image/webp');
      }
    }
    expect(hashes.size).toBe(tasks.length + 1);
    const history = await t.get<{ total: { count: number } }>('/api/v1/generated-history?per_page=50&with_total=true', {
      token: user.token,
    });
    expect(history.body.total.count).toBe(tasks.length + 1);
  }, 120_000);
});
