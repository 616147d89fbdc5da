import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readPngMetadata } from '../../media-processing';
import { run, testPng, uploadImage, waitForTask, type TaskAnswer } from '../../test/generation';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

const small = { width: 256, height: 256 };

async function fetchBytes(t: TestApp, url: string): Promise<{ type: string | null; data: Buffer }> {
  const response = await t.request(url);
  expect(response.status, url).toBe(200);
  return { type: response.headers.get('content-type'), data: Buffer.from(await response.arrayBuffer()) };
}

describe('every template on the local provider', () => {
  it('makes real, distinct images and a playable MP4, with thumbnails and embedded metadata', async () => {
    const t = await createTestApp({ worker: true, env: { STARTING_POINTS: '1000' } });
    const user = await signedInUser(t, { tier: 'Pro' });
    const image = (await uploadImage(t, user.token, { png: await testPng(128, 128, '#5588aa') })).body.data.local_image_url;
    const mask = (await uploadImage(t, user.token, { png: await testPng(128, 128, '#ffffff'), purpose: 'mask' })).body.data.local_image_url;
    const runs: Record<string, { inputs: Record<string, unknown>; params: Record<string, unknown> }> = {
      text_to_image_v1: { inputs: { USER_PROMPT: 'a red castle', USER_STYLE: 1 }, params: small },
      text_to_image_v2: { inputs: { USER_PROMPT: 'a quiet harbour' }, params: small },
      image_to_image_v1: { inputs: { USER_PROMPT: 'in winter', USER_UPLOADED_IMAGE_URL: image }, params: {} },
      image_variations_v1: { inputs: { USER_UPLOADED_IMAGE_URL: image }, params: { numberResults: 2 } },
      upscale_v1: { inputs: { USER_UPLOADED_IMAGE_URL: image }, params: { upscaleFactor: 2 } },
      Image_inpainting_v1: { inputs: { USER_PROMPT: 'a door', USER_UPLOADED_IMAGE_URL: image, USER_MASK_IMAGE_URL: mask }, params: {} },
      Image_outpainting_v1: { inputs: { USER_UPLOADED_IMAGE_URL: image }, params: { right: 64, left: 64 } },
      background_removal_v1: { inputs: { USER_UPLOADED_IMAGE_URL: image }, params: {} },
      text_to_video_v1: { inputs: { USER_PROMPT: 'waves at night' }, params: small },
      image_to_video_v1: { inputs: { USER_PROMPT: 'drifting', USER_UPLOADED_IMAGE_URL: image }, params: {} },
      cinematic_video_v1: { inputs: { USER_PROMPT: 'a chase' }, params: small },
    };
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
        }
        expect((await fetchBytes(t, result.thumbnail_url!)).type).toBe('image/webp');
      }
    }
    expect(hashes.size).toBe(tasks.length + 1);
    const history = await t.get<{ pagination: { total_items: number } }>('/api/v1/generated-history?per_page=50', { token: user.token });
    expect(history.body.pagination.total_items).toBe(tasks.length + 1);
  }, 120_000);
});
