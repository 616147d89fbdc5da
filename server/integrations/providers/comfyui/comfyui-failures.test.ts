import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeComfyUI, type FakeComfyUI } from '../../../test/fakes/comfyui/fake-comfyui-server';
import { buildJob, subjectPng } from '../local/local.fixtures';
import { comfyProvider } from './comfyui.fixtures';
import { FAILED_MESSAGE } from './comfyui-errors';
import { loadWorkflows } from './workflow-files';

let fake: FakeComfyUI;
beforeAll(async () => {
  fake = await startFakeComfyUI();
});
afterAll(() => fake.close());

const turbo = 'sd_xl_turbo_1.0_fp16.safetensors';
afterEach(() => {
  if (!fake.state.models.checkpoints.includes(turbo)) fake.state.models.checkpoints.push(turbo);
});

describe('ComfyUI provider: what the server lacks', () => {
  it('stops serving a workflow whose model is missing, says which in the log, and fails a run of it with the cause kept apart', async () => {
    fake.state.models.checkpoints.splice(fake.state.models.checkpoints.indexOf(turbo), 1);
    const { provider, logs } = comfyProvider(fake);
    await provider.start!();
    provider.stop!();
    expect(provider.serves!('text-to-image-turbo')).toBe(false);
    expect(provider.serves!('text-to-image')).toBe(true);
    expect(logs.find((record) => record.msg === 'ComfyUI is ready')?.serves).toContain('text_to_image_v1');
    const warning = logs.find((record) => record.msg.startsWith('ComfyUI cannot serve'));
    expect(warning?.problems).toEqual({ text_to_image_v2: [`CheckpointLoaderSimple.ckpt_name "${turbo}" is not on the server`] });

    // A run that was accepted before the model went missing: ComfyUI refuses it at validation.
    const failure = provider.run(buildJob({ model: 'text-to-image-turbo' }));
    await expect(failure).rejects.toMatchObject({ message: FAILED_MESSAGE, isRetryable: false, code: 'provider_rejected' });
    const error = (await failure.catch((caught: unknown) => caught)) as { detail: string };
    expect(error.detail).toContain('value_not_in_list');
    expect(error.detail).toContain(turbo);
    expect(error.detail).toContain('node 4 (CheckpointLoaderSimple)');
  });

  it('says a node class is not installed, and fails a run that needs it with ComfyUI missing_node_type', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-workflows-'));
    fs.mkdirSync(path.join(dir, 'detailer'));
    const graph = {
      '1': { class_type: 'FaceDetailer', inputs: { guide_size: 512 } },
      '2': { class_type: 'SaveImage', inputs: { images: ['1', 0], filename_prefix: 'x' } },
    };
    fs.writeFileSync(path.join(dir, 'detailer', 'workflow.json'), JSON.stringify(graph));
    fs.writeFileSync(path.join(dir, 'detailer', 'mapping.json'), JSON.stringify({ description: 'needs a custom node', inputs: {} }));
    const { provider } = comfyProvider(fake, { workflows: loadWorkflows(dir, []) });
    await provider.start!();
    provider.stop!();
    expect(provider.serves!('detailer')).toBe(false);
    const error = await provider.run(buildJob({ model: 'detailer' })).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: FAILED_MESSAGE, isRetryable: false, detail: expect.stringContaining('missing_node_type') });
  });

  it('reports a node that raises: out of memory may pass on a retry, other errors will not', async () => {
    const { provider } = comfyProvider(fake);
    fake.failNext('KSampler', 'Allocation on device 0 would exceed allowed memory. (out of memory)', 'torch.OutOfMemoryError');
    await expect(provider.run(buildJob({ model: 'text-to-image' }))).rejects.toMatchObject({
      message: FAILED_MESSAGE,
      isRetryable: true,
      detail: expect.stringContaining('at KSampler (node 3): torch.OutOfMemoryError'),
    });
    fake.failNext('VAEDecode', 'tensor shapes do not match');
    await expect(provider.run(buildJob({ model: 'text-to-image' }))).rejects.toMatchObject({
      isRetryable: false,
      detail: expect.stringContaining('tensor shapes do not match'),
    });
  });

  it('refuses without the token a protected server asks for, and works with it, websocket included', async () => {
    const guarded = await startFakeComfyUI({ token: 'secret-token' });
    try {
      const without = comfyProvider(guarded);
      await expect(without.provider.run(buildJob({ model: 'text-to-image' }))).rejects.toMatchObject({
        isRetryable: false,
        detail: expect.stringContaining('COMFYUI_TOKEN'),
      });
      await without.provider.start!();
      without.provider.stop!();
      expect(without.logs.some((record) => record.msg.startsWith('ComfyUI is unavailable'))).toBe(true);

      guarded.hold();
      const { provider } = comfyProvider(guarded, { token: 'secret-token' });
      const running = provider.run(buildJob({ model: 'text-to-image' }));
      await guarded.paused();
      expect(guarded.openSockets()).toBe(1);
      guarded.release();
      expect(await running).toHaveLength(1);
    } finally {
      await guarded.close();
    }
  });
});

describe('ComfyUI provider: lost sockets, restarts and cancels', () => {
  it('finishes by polling the history when the websocket drops mid-run and cannot come back', async () => {
    fake.dropSocketsDuringNextRun();
    const progress: number[] = [];
    const outputs = await comfyProvider(fake).provider.run(
      buildJob({ model: 'text-to-image', onProgress: (percent) => progress.push(percent) }),
    );
    expect(outputs).toHaveLength(1);
    expect(progress.at(-1)).toBe(100);
  });

  it('resumes a stored prompt id: awaits a running prompt, collects a finished one, and queues only one ComfyUI never saw', async () => {
    fake.hold();
    const first = new AbortController();
    const ids: string[] = [];
    const { provider } = comfyProvider(fake);
    const abandoned = provider.run(
      buildJob({ model: 'text-to-image', signal: first.signal, onProviderTaskId: async (id) => void ids.push(id) }),
    );
    const promptId = await fake.paused();
    expect(ids).toEqual([promptId]);
    // The worker lost its lease (or died): the prompt keeps running on ComfyUI.
    first.abort(new Error('lease lost'));
    await expect(abandoned).rejects.toThrow('lease lost');
    expect(fake.interrupts).not.toContain(promptId);

    const before = fake.prompts.length;
    const stored: string[] = [];
    const resumed = provider.run(
      buildJob({ model: 'text-to-image', providerTaskId: promptId, onProviderTaskId: async (id) => void stored.push(id) }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    fake.release();
    expect(await resumed).toHaveLength(1);
    const again = await provider.run(buildJob({ model: 'text-to-image', providerTaskId: promptId }));
    expect(again[0]!.data.equals((await resumed)[0]!.data)).toBe(true);
    expect(fake.prompts.length).toBe(before);
    expect(stored).toEqual([]);

    const neverSent = '0b9c1d7e-2f3a-4b5c-8d6e-7f8091a2b3c4';
    await provider.run(
      buildJob({ model: 'text-to-image', providerTaskId: neverSent, onProviderTaskId: async (id) => void stored.push(id) }),
    );
    expect(fake.prompts.at(-1)?.prompt_id).toBe(neverSent);
    expect(stored).toEqual([]);
  });

  it('cancels: interrupts the running prompt, deletes a waiting one, and a stored failed prompt is queued afresh', async () => {
    fake.hold();
    const { provider } = comfyProvider(fake);
    const ids: string[] = [];
    const running = provider.run(buildJob({ model: 'text-to-image', onProviderTaskId: async (id) => void ids.push(id) }));
    const runningId = await fake.paused();
    const waiting = new AbortController();
    const queued = provider.run(
      buildJob({
        model: 'upscale',
        templateType: 'upscale',
        inputs: { inputImage: await subjectPng(40) },
        signal: waiting.signal,
        onProviderTaskId: async (id) => void ids.push(id),
      }),
    );
    while (fake.pending().length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const waitingId = fake.pending()[0]!;

    await provider.cancel!(waitingId);
    expect(fake.deletions).toEqual([waitingId]);
    waiting.abort(new Error('gave up'));
    await expect(queued).rejects.toThrow('gave up');
    await provider.cancel!(runningId);
    expect(fake.interrupts).toEqual([runningId]);
    await expect(running).rejects.toMatchObject({ isRetryable: true, detail: expect.stringContaining('interrupted') });

    const retried: string[] = [];
    await provider.run(
      buildJob({ model: 'text-to-image', providerTaskId: runningId, onProviderTaskId: async (id) => void retried.push(id) }),
    );
    expect(retried).toHaveLength(1);
    expect(retried[0]).not.toBe(runningId);
  });

  it('keeps the id an older ComfyUI chose when it ignores ours', async () => {
    fake.ignoresPromptIds = true;
    try {
      const ids: string[] = [];
      await comfyProvider(fake).provider.run(buildJob({ model: 'text-to-image', onProviderTaskId: async (id) => void ids.push(id) }));
      expect(ids).toHaveLength(2);
      expect(fake.prompts.at(-1)?.prompt_id).toBe(ids[0]);
      expect(ids[1]).not.toBe(ids[0]);
    } finally {
      fake.ignoresPromptIds = false;
    }
  });
});
