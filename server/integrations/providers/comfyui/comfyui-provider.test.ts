import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findFfmpeg, probeVideo } from '../../../media-processing';
import { startFakeComfyUI, type FakeComfyUI } from '../../../test/fakes/comfyui/fake-comfyui-server';
import { buildJob, discMask, subjectPng } from '../local/local.fixtures';
import type { ProviderJob } from '../provider';
import { comfyProvider, lastPrompt, shippedWorkflows } from './comfyui.fixtures';
import { loadWorkflows } from './workflow-files';

let fake: FakeComfyUI;
let input: Buffer;

beforeAll(async () => {
  fake = await startFakeComfyUI();
  input = await subjectPng(100);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.prompts.length = 0;
  fake.state.uploads.clear();
});

async function run(overrides: Partial<ProviderJob>, options: Parameters<typeof comfyProvider>[1] = {}) {
  const { provider } = comfyProvider(fake, options);
  const progress: number[] = [];
  const stored: Array<{ id: string; queuedBefore: number }> = [];
  const outputs = await provider.run(
    buildJob({
      taskId: 'task-7',
      onProgress: (percent) => progress.push(percent),
      onProviderTaskId: async (id) => void stored.push({ id, queuedBefore: fake.prompts.length }),
      ...overrides,
    }),
  );
  return { outputs, progress, stored, graph: lastPrompt(fake) };
}

const sizeOf = async (data: Buffer) => {
  const { width, height, format } = await sharp(data).metadata();
  return { width, height, format };
};

describe('ComfyUI provider: each template type', () => {
  it('runs text to image: the prompt id stored before queuing, every mapped value sent, real PNGs back with progress', async () => {
    const { outputs, progress, stored, graph } = await run({
      model: 'text-to-image',
      prompt: ' a red castle ',
      negativePrompt: 'fog',
      seed: 1234,
      width: 512,
      height: 768,
      numberResults: 2,
      params: { steps: 12, CFGScale: 6.5, sampler: 'dpmpp_2m' },
    });
    expect(stored).toEqual([{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), queuedBefore: 0 }]);
    expect(fake.prompts[0]).toMatchObject({ prompt_id: stored[0]!.id, client_id: `studio-${stored[0]!.id}` });
    expect(graph['6']!.inputs.text).toBe('a red castle');
    expect(graph['7']!.inputs.text).toBe('fog');
    expect(graph['3']!.inputs).toMatchObject({ seed: 1234, steps: 12, cfg: 6.5, sampler_name: 'dpmpp_2m', denoise: 1 });
    expect(graph['5']!.inputs).toEqual({ width: 512, height: 768, batch_size: 2 });
    expect(graph['4']!.inputs.ckpt_name).toBe('sd_xl_base_1.0.safetensors');
    expect(outputs.map(({ kind, mimeType, width, height, seed }) => ({ kind, mimeType, width, height, seed }))).toEqual([
      { kind: 'image', mimeType: 'image/png', width: 512, height: 768, seed: 1234 },
      { kind: 'image', mimeType: 'image/png', width: 512, height: 768, seed: 1234 },
    ]);
    expect(await sizeOf(outputs[0]!.data)).toEqual({ width: 512, height: 768, format: 'png' });
    expect(outputs[0]!.data.equals(outputs[1]!.data)).toBe(false);
    // Steps of the sampler in between, in order, ending at 100.
    expect(progress.filter((percent) => percent > 5 && percent < 90).length).toBeGreaterThanOrEqual(5);
    expect(progress).toEqual(progress.toSorted((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);
  });

  it('keeps the workflow defaults for what a template does not set, and sends the configured model files', async () => {
    fake.state.models.checkpoints.push('juggernautXL_v9.safetensors');
    const { graph } = await run(
      { model: 'text-to-image', width: 0, height: 0, params: {} },
      { models: { checkpoint: 'juggernautXL_v9.safetensors' } },
    );
    expect(graph['4']!.inputs.ckpt_name).toBe('juggernautXL_v9.safetensors');
    expect(graph['3']!.inputs).toMatchObject({ steps: 25, cfg: 7, sampler_name: 'euler' });
    expect(graph['7']!.inputs.text).toBe('blurry, low quality, watermark, text');
    expect(graph['5']!.inputs).toMatchObject({ width: 1024, height: 1024 });
  });

  it('runs image to image and variations on the uploaded input, rounded to the model multiple, strength as denoise', async () => {
    const { outputs, graph } = await run({
      model: 'image-to-image',
      templateType: 'image-variations',
      prompt: '',
      numberResults: 4,
      inputs: { seedImage: input },
      params: { strength: 0.4 },
    });
    expect(graph['1']!.inputs.image).toBe('studio/task-7-image.png');
    expect(await sizeOf(fake.state.uploads.get('studio/task-7-image.png')!)).toEqual({ width: 128, height: 128, format: 'png' });
    expect(graph['3']!.inputs.denoise).toBe(0.4);
    expect(graph['11']!.inputs.amount).toBe(4);
    expect(outputs).toHaveLength(4);
    expect(outputs.every((output) => output.width === 128 && output.height === 128)).toBe(true);
  });

  it('runs inpainting with the mask as a greyscale PNG of the image size, and outpainting with the sides padded', async () => {
    const mask = await discMask(50, 25, 25, 10);
    const inpainted = await run({
      model: 'image-inpainting',
      templateType: 'image-inpainting',
      inputs: { seedImage: input, maskImage: mask },
      params: { strength: 0.7 },
    });
    expect(inpainted.graph['2']!.inputs).toEqual({ image: 'studio/task-7-mask.png', channel: 'red' });
    const uploadedMask = await sharp(fake.state.uploads.get('studio/task-7-mask.png')!).metadata();
    expect([uploadedMask.width, uploadedMask.height, uploadedMask.channels]).toEqual([104, 104, 1]);
    expect(inpainted.graph['3']!.inputs.denoise).toBe(0.7);
    expect([inpainted.outputs[0]!.width, inpainted.outputs[0]!.height]).toEqual([104, 104]);

    const sides = { top: 64, right: 128, bottom: 0, left: 0 };
    const outpainted = await run({
      model: 'image-outpainting',
      templateType: 'image-outpainting',
      prompt: '',
      inputs: { seedImage: input },
      outpaint: sides,
    });
    expect(outpainted.graph['13']!.inputs).toMatchObject(sides);
    expect(await sizeOf(outpainted.outputs[0]!.data)).toEqual({ width: 104 + 128, height: 104 + 64, format: 'png' });
  });

  it('upscales to exactly the input times the factor, whatever the model scale', async () => {
    const { outputs, graph } = await run({ model: 'upscale', templateType: 'upscale', upscaleFactor: 2, inputs: { inputImage: input } });
    expect(graph['15']!.inputs.model_name).toBe('RealESRGAN_x4plus.pth');
    expect(graph['17']!.inputs).toMatchObject({ width: 200, height: 200 });
    expect(await sizeOf(outputs[0]!.data)).toEqual({ width: 200, height: 200, format: 'png' });
  });

  it('turns the animated WEBP of text to video into an H.264 MP4 of 8n+1 frames at 24 fps', async () => {
    const { outputs, graph } = await run({
      model: 'text-to-video',
      templateType: 'text-to-video',
      width: 256,
      height: 192,
      videoSeconds: 2,
    });
    expect(graph['70']!.inputs).toEqual({ width: 256, height: 192, length: 49, batch_size: 1 });
    expect(graph['69']!.inputs.frame_rate).toBe(24);
    expect(graph['41']!.inputs.fps).toBe(24);
    const [video] = outputs;
    expect(video).toMatchObject({ kind: 'video', mimeType: 'video/mp4', width: 256, height: 192 });
    const info = await probeVideo(video!.data, { ffmpegPath: findFfmpeg() });
    expect(info).toMatchObject({ codec: 'h264', width: 256, height: 192 });
    expect(info.durationSeconds).toBeCloseTo(49 / 24, 1);
  });

  it('turns the WEBM of image to video into an MP4, at the input shape', async () => {
    const wide = await sharp({ create: { width: 300, height: 150, channels: 3, background: '#246' } })
      .png()
      .toBuffer();
    const { outputs, graph } = await run({
      model: 'image-to-video',
      templateType: 'image-to-video',
      inputs: { frameImages: [wide] },
      videoSeconds: 1,
    });
    expect(graph['77']!.inputs).toMatchObject({ image: ['1', 0], length: 25, width: 896, height: 448 });
    expect(graph['1']!.inputs.image).toBe('studio/task-7-image.png');
    const info = await probeVideo(outputs[0]!.data, { ffmpegPath: findFfmpeg() });
    expect(info).toMatchObject({ codec: 'h264', width: 896, height: 448 });
  });

  it("keeps an H.264 MP4 from SaveVideo as it is, in a workflow of the operator's own", async () => {
    const base = shippedWorkflows.get('text-to-video')!;
    const graph = {
      ...base.graph,
      '50': { class_type: 'CreateVideo', inputs: { images: ['8', 0], fps: 24 } },
      '41': { class_type: 'SaveVideo', inputs: { video: ['50', 0], filename_prefix: 'studio/mp4', format: 'mp4', codec: 'h264' } },
    };
    const mapping = { ...base.mapping, inputs: { ...base.mapping.inputs, fps: ['69.frame_rate', '50.fps'] } };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-workflows-'));
    fs.mkdirSync(path.join(dir, 'mp4-video'));
    fs.writeFileSync(path.join(dir, 'mp4-video', 'workflow.json'), JSON.stringify(graph));
    fs.writeFileSync(path.join(dir, 'mp4-video', 'mapping.json'), JSON.stringify(mapping));
    const { outputs } = await run(
      { model: 'mp4-video', templateType: 'text-to-video', width: 128, height: 96, videoSeconds: 1 },
      { workflows: loadWorkflows(dir, []) },
    );
    const info = await probeVideo(outputs[0]!.data, { ffmpegPath: findFfmpeg() });
    expect(info).toMatchObject({ codec: 'h264', width: 128, height: 96 });
    expect(outputs[0]).toMatchObject({ kind: 'video', mimeType: 'video/mp4' });
  });
});
