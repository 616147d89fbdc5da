import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationTasks } from '../../db/schema';
import { startFakeComfyUI, type FakeComfyUI } from '../../test/fakes/comfyui/fake-comfyui-server';
import { run, taskStatus, textToImage, waitForTask } from '../../test/generation';
import { everyTemplateRun, fetchBytes } from '../../test/template-runs';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

let fake: FakeComfyUI;
beforeAll(async () => {
  fake = await startFakeComfyUI();
});
afterAll(() => fake.close());

/** The size each template's first result has on ComfyUI, from the runs in template-runs.ts (a 128 px input). */
const expectedSizes: Record<string, [number, number]> = {
  text_to_image_v1: [256, 256],
  text_to_image_v2: [256, 256],
  image_to_image_v1: [128, 128],
  image_variations_v1: [128, 128],
  upscale_v1: [256, 256],
  Image_inpainting_v1: [128, 128],
  Image_outpainting_v1: [256, 128],
  text_to_video_v1: [256, 256],
  image_to_video_v1: [640, 640],
  cinematic_video_v1: [256, 256],
};

describe('every template with COMFYUI_URL set', () => {
  it('runs each template with a ComfyUI workflow there, with results, thumbnails and one prompt each; the rest runs locally', async () => {
    const t = await createTestApp({ worker: true, env: { STARTING_POINTS: '1000', COMFYUI_URL: fake.url } });
    const user = await signedInUser(t, { tier: 'Pro' });
    const runs = await everyTemplateRun(t, user.token);
    for (const [id, { inputs, params }] of Object.entries(runs)) {
      const { status, body } = await run(t, user.token, { template_id: id, user_inputs: inputs, user_params: { main: params } });
      expect(status, `${id}: ${JSON.stringify(body)}`).toBe(202);
      const taskId = body.tasks[0]!.task_id;
      const done = await waitForTask(t, user.token, taskId, 60_000);
      expect(done.status, `${id}: ${done.error_message}`).toBe('complete');
      const [row] = await t.deps.db.select().from(generationTasks).where(eq(generationTasks.id, taskId));
      if (id === 'background_removal_v1') {
        // No ComfyUI workflow removes backgrounds with core nodes: the next provider serves it.
        expect(row).toMatchObject({ providerName: 'local', providerTaskId: null });
        continue;
      }
      expect(row?.providerName, id).toBe('comfyui');
      expect(
        fake.prompts.map((prompt) => prompt.prompt_id).filter((promptId) => promptId === row?.providerTaskId),
        id,
      ).toHaveLength(1);
      expect(done.data!.results.length, id).toBe(id === 'image_variations_v1' ? 2 : 1);
      for (const result of done.data!.results) {
        const file = await fetchBytes(t, result.url);
        const thumbnail = await fetchBytes(t, result.thumbnail_url!);
        expect(thumbnail.type).toBe('image/webp');
        expect([result.width, result.height], id).toEqual(expectedSizes[id]);
        if (result.type === 'video') {
          expect(file.type).toBe('video/mp4');
          expect(file.data.subarray(4, 8).toString('latin1')).toBe('ftyp');
        } else {
          expect(file.type).toBe('image/png');
          const metadata = await sharp(file.data).metadata();
          expect([metadata.width, metadata.height]).toEqual(expectedSizes[id]);
        }
      }
    }
    expect(fake.prompts).toHaveLength(Object.keys(runs).length - 1);
  }, 180_000);

  it('shows the sampler progress on the task while ComfyUI works', async () => {
    const t = await createTestApp({ worker: true, env: { COMFYUI_URL: fake.url } });
    const user = await signedInUser(t);
    fake.stepDelayMs = 60;
    try {
      const { body } = await run(t, user.token, textToImage('a slow dawn', { steps: 20 }));
      const taskId = body.tasks[0]!.task_id;
      const seen = new Set<number>();
      for (;;) {
        const { body: task } = await taskStatus(t, user.token, taskId);
        if (task.status === 'complete' || task.status === 'failed') break;
        if (task.progress !== null) seen.add(task.progress);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const between = [...seen].filter((percent) => percent > 5 && percent < 90);
      expect(between.length).toBeGreaterThanOrEqual(2);
      expect((await waitForTask(t, user.token, taskId)).status).toBe('complete');
    } finally {
      fake.stepDelayMs = 2;
    }
  }, 60_000);
});
