import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildJob, subjectPng } from '../local/local.fixtures';
import type { ProviderJob } from '../provider';
import { fakeRunwareClip, startFakeRunware, type FakeRunware } from '../../../test/fakes/fake-runware-server';
import { createRunwareProvider, type RunwareProviderOptions } from './runware-provider';

const apiKey = 'test-key-123';
let fake: FakeRunware;
let input: Buffer;

beforeAll(async () => {
  fake = await startFakeRunware({ apiKey, video: await fakeRunwareClip() });
  input = await subjectPng(96);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.tasks.length = 0;
  fake.videoPolls = 2;
  fake.failVideos = false;
});

const provider = (options: Partial<RunwareProviderOptions> = {}) =>
  createRunwareProvider({ apiKey, baseUrl: fake.url, pollIntervalMs: 5, ...options });
const job = (overrides: Partial<ProviderJob>) => buildJob({ model: 'runware:101@1', ...overrides });
/** A Kling clip as the catalog offers it: 5 s at one of the model's sizes. */
const kling = (overrides: Partial<ProviderJob>) =>
  job({ templateType: 'text-to-video', model: 'klingai:5@3', width: 1920, height: 1080, videoSeconds: 5, ...overrides });
const lastTask = (taskType: string) => fake.tasks.filter((task) => task.taskType === taskType).at(-1) ?? {};

describe('Runware provider: image tasks', () => {
  it('sends text-to-image as imageInference, stores the task id first, and downloads the results', async () => {
    const stored: string[] = [];
    const outputs = await provider().run(
      job({
        prompt: 'a castle',
        negativePrompt: 'fog',
        seed: 7,
        numberResults: 2,
        width: 512,
        height: 768,
        params: { CFGScale: 7, steps: 28, ignored: 'x' },
        onProviderTaskId: async (id) => void stored.push(id),
      }),
    );
    const task = lastTask('imageInference');
    expect(task).toMatchObject({
      positivePrompt: 'a castle',
      negativePrompt: 'fog',
      model: 'runware:101@1',
      width: 512,
      height: 768,
      seed: 7,
      numberResults: 2,
      CFGScale: 7,
      steps: 28,
      outputType: 'URL',
      outputFormat: 'PNG',
      includeCost: true,
    });
    expect(task).not.toHaveProperty('ignored');
    expect(stored).toEqual([task.taskUUID]);
    expect(
      outputs.map(({ kind, mimeType, width, height, seed, providerCost }) => ({ kind, mimeType, width, height, seed, providerCost })),
    ).toEqual([
      { kind: 'image', mimeType: 'image/png', width: 512, height: 768, seed: 7, providerCost: 0.0026 },
      { kind: 'image', mimeType: 'image/png', width: 512, height: 768, seed: 8, providerCost: 0.0026 },
    ]);
    expect((await sharp(outputs[0]!.data).metadata()).format).toBe('png');
  });

  it('sends image-to-image with the seed image as a data URI, or uploaded first when configured', async () => {
    await provider().run(
      job({ templateType: 'image-to-image', width: 0, height: 0, inputs: { seedImage: input }, params: { strength: 0.4 } }),
    );
    expect(lastTask('imageInference')).toMatchObject({
      seedImage: expect.stringMatching(/^data:image\/png;base64,/),
      strength: 0.4,
      width: 128,
      height: 128,
    });

    await provider({ imageTransport: 'upload' }).run(
      job({ templateType: 'image-variations', inputs: { seedImage: input, referenceImages: [input] } }),
    );
    const upload = lastTask('imageUpload');
    expect(fake.tasks.filter((task) => task.taskType === 'imageUpload')).toHaveLength(2);
    expect(lastTask('imageInference').referenceImages).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(upload.image).toMatch(/^data:image\/png;base64,/);
    expect(lastTask('imageInference').seedImage).toMatch(/^[0-9a-f-]{36}$/);
    expect(fake.tasks.indexOf(upload)).toBeLessThan(fake.tasks.indexOf(lastTask('imageInference')));
  });

  it('sends inpainting with maskImage and outpainting with its sides and the final size', async () => {
    const mask = await subjectPng(96);
    await provider().run(job({ templateType: 'image-inpainting', inputs: { seedImage: input, maskImage: mask } }));
    expect(lastTask('imageInference')).toMatchObject({ seedImage: expect.any(String), maskImage: expect.stringMatching(/^data:image/) });

    const sides = { top: 64, right: 128, bottom: 0, left: 0 };
    const [result] = await provider().run(
      job({ templateType: 'image-outpainting', prompt: ' ', inputs: { seedImage: input }, outpaint: sides }),
    );
    // The 96 px input is fitted to the 64 px grid (128) so the final size is on it too, the sides unchanged.
    expect(lastTask('imageInference')).toMatchObject({ outpaint: sides, width: 128 + 128, height: 128 + 64, positivePrompt: '__BLANK__' });
    expect([result?.width, result?.height]).toEqual([256, 192]);
    const seed = String(lastTask('imageInference').seedImage);
    expect(await sharp(Buffer.from(seed.slice(seed.indexOf(',') + 1), 'base64')).metadata()).toMatchObject({ width: 128, height: 128 });
  });

  it('sends upscale as imageUpscale and background removal as imageBackgroundRemoval', async () => {
    const [upscaled] = await provider().run(job({ templateType: 'upscale', upscaleFactor: 4, inputs: { inputImage: input } }));
    expect(lastTask('imageUpscale')).toMatchObject({
      inputImage: expect.stringMatching(/^data:image/),
      upscaleFactor: 4,
      outputType: 'URL',
    });
    expect([upscaled?.width, upscaled?.height]).toEqual([384, 384]);
    const [cutout] = await provider().run(job({ templateType: 'background-removal', model: '', inputs: { inputImage: input } }));
    expect(lastTask('imageBackgroundRemoval')).toMatchObject({ inputImage: expect.any(String), outputFormat: 'PNG' });
    expect(lastTask('imageBackgroundRemoval')).not.toHaveProperty('model');
    expect((await sharp(cutout!.data).metadata()).hasAlpha).toBe(true);
  });
});

describe('Runware provider: video and resuming', () => {
  it('submits video with async delivery, polls getResponse until done, and reports progress', async () => {
    const progress: number[] = [];
    const stored: string[] = [];
    const [video] = await provider().run(
      kling({
        templateType: 'image-to-video',
        inputs: { seedImage: input },
        onProgress: (percent) => progress.push(percent),
        onProviderTaskId: async (id) => void stored.push(id),
      }),
    );
    const task = lastTask('videoInference');
    expect(task).toMatchObject({
      deliveryMethod: 'async',
      duration: 5,
      outputFormat: 'MP4',
      frameImages: [{ inputImage: expect.stringMatching(/^data:image/), frame: 'first' }],
    });
    expect(fake.tasks.filter((sent) => sent.taskType === 'getResponse' && sent.taskUUID === task.taskUUID)).toHaveLength(3);
    expect(stored).toEqual([task.taskUUID]);
    expect(video).toMatchObject({ kind: 'video', mimeType: 'video/mp4', width: 1920, height: 1080, providerCost: 0.1 });
    expect(progress.at(-1)).toBe(100);
    expect(progress.length).toBeGreaterThan(4);
  });

  it('reads an Auto-sized video’s size from the file', async () => {
    const [video] = await provider().run(kling({ width: 0, height: 0 }));
    expect(lastTask('videoInference')).not.toHaveProperty('width');
    expect([video?.width, video?.height]).toEqual([64, 48]);
  });

  it('polls a stored task id instead of submitting again', async () => {
    const first = kling({});
    let stored = '';
    fake.videoPolls = 4;
    const controller = new AbortController();
    // The worker dies while the video is still processing: after the first poll, before any result.
    await expect(
      provider().run({
        ...first,
        signal: controller.signal,
        onProviderTaskId: async (id) => void (stored = id),
        onProgress: (p) => p > 10 && controller.abort(new Error('worker died')),
      }),
    ).rejects.toThrow('worker died');
    expect(fake.tasks.filter((task) => task.taskType === 'getResponse')).toHaveLength(1);
    const submitted = fake.tasks.filter((task) => task.taskType === 'videoInference').length;
    const [video] = await provider().run({ ...first, providerTaskId: stored });
    expect(fake.tasks.filter((task) => task.taskType === 'videoInference')).toHaveLength(submitted);
    expect(video?.kind).toBe('video');
  });

  it('finds a finished image task by its stored id, and submits afresh when Runware no longer knows it', async () => {
    let stored = '';
    const [original] = await provider().run(job({ seed: 21, onProviderTaskId: async (id) => void (stored = id) }));
    const before = fake.tasks.filter((task) => task.taskType === 'imageInference').length;
    const [again] = await provider().run(job({ seed: 21, providerTaskId: stored }));
    expect(fake.tasks.filter((task) => task.taskType === 'imageInference')).toHaveLength(before);
    expect(again?.data.equals(original!.data)).toBe(true);

    fake.forget();
    const ids: string[] = [];
    await provider().run(job({ providerTaskId: stored, onProviderTaskId: async (id) => void ids.push(id) }));
    expect(fake.tasks.filter((task) => task.taskType === 'imageInference')).toHaveLength(before + 1);
    expect(ids).toHaveLength(1);
    expect(ids[0]).not.toBe(stored);
  });
});

describe('Runware provider: failures', () => {
  it('maps an insufficient balance to a non-retryable provider_insufficient_balance', async () => {
    fake.answerNext(400, { data: [], errors: [{ code: 'insufficientCredits', message: 'Insufficient credits to run this task.' }] });
    await expect(provider().run(job({}))).rejects.toMatchObject({
      name: 'ProviderError',
      code: 'provider_insufficient_balance',
      isRetryable: false,
    });
    fake.answerNext(402, {});
    await expect(provider().run(job({}))).rejects.toMatchObject({ code: 'provider_insufficient_balance', isRetryable: false });
  });

  it('retries 5xx, refuses invalid requests and bad keys, and times out slow answers', async () => {
    fake.answerNext(503, { errors: [{ code: 'serviceUnavailable', message: 'Try later' }] });
    await expect(provider().run(job({}))).rejects.toMatchObject({ code: 'provider_failed', isRetryable: true });
    fake.answerNext(500, 'not json');
    await expect(provider().run(job({}))).rejects.toMatchObject({ code: 'provider_failed', isRetryable: true });
    await expect(provider().run(job({ width: 0, height: 0, model: '' }))).rejects.toMatchObject({
      code: 'provider_rejected',
      isRetryable: false,
    });
    await expect(
      provider().run(job({ templateType: 'image-to-image', width: 0, height: 0, inputs: { seedImage: Buffer.from('not an image') } })),
    ).rejects.toMatchObject({ code: 'provider_rejected' });
    fake.answerNext(400, { errors: [{ code: 'invalidWidth', message: "Invalid value for 'width' parameter.", parameter: 'width' }] });
    await expect(provider().run(job({}))).rejects.toMatchObject({ code: 'provider_rejected', message: expect.stringContaining("'width'") });
    await expect(createRunwareProvider({ apiKey: 'wrong', baseUrl: fake.url }).run(job({}))).rejects.toMatchObject({
      code: 'provider_failed',
      isRetryable: false,
    });
    fake.delayNext(300);
    await expect(provider({ requestTimeoutMs: 50 }).run(job({}))).rejects.toMatchObject({ code: 'provider_timeout', isRetryable: true });
  });

  it('reports a failed video, a video past the deadline, and an unreachable server', async () => {
    fake.failVideos = true;
    await expect(provider().run(kling({}))).rejects.toMatchObject({
      code: 'provider_failed',
    });
    fake.failVideos = false;
    fake.videoPolls = 1000;
    await expect(provider({ timeoutMs: 100 }).run(kling({}))).rejects.toMatchObject({
      code: 'provider_timeout',
      isRetryable: true,
    });
    await expect(createRunwareProvider({ apiKey, baseUrl: 'http://127.0.0.1:9/v1' }).run(job({}))).rejects.toMatchObject({
      code: 'provider_failed',
      isRetryable: true,
    });
  });
});
