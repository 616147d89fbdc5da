import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../catalog/load-catalog';
import { fakeNodes, type FakeState, type InputSpec } from '../../../test/fakes/comfyui/fake-nodes';
import type { ComfyNodeInfo } from './comfyui-client';
import { workflowProblems } from './comfyui-health';
import { buildPrompt, type ModelNames } from './comfyui-prompt';
import { defaultWorkflowDir, loadWorkflows } from './workflow-files';

/** Real /object_info answers: one recorded from a ComfyUI server, and the LTX-Video nodes it predates (see README). */
const fixtures = path.join(import.meta.dirname, '../../../test/fakes/comfyui/object-info');
const read = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(fixtures, file), 'utf8')) as Record<string, ComfyNodeInfo & { output: string[] }>;
const recorded = read('recorded-2024-07.json');
const current = { ...recorded, ...read('built-from-source.json') };

const workflows = loadWorkflows(defaultWorkflowDir, loadCatalog().templates);
const problemsOn = (answer: Record<string, ComfyNodeInfo>, models: ModelNames) =>
  Object.fromEntries(
    [...workflows.values()].map((workflow) => [
      workflow.name,
      workflowProblems(buildPrompt(workflow, {}, models), workflow, new Map(Object.entries(answer))),
    ]),
  );

describe('the ComfyUI health check on a real /object_info answer', () => {
  it('names, per workflow, the model files and node classes a real server lacks', () => {
    // The server's own file names, as an operator would set them from its lists.
    const problems = problemsOn(recorded, {
      checkpoint: 'sdxl/sd_xl_base_1.0.safetensors',
      turboCheckpoint: 'sdxl/sd_xl_turbo_1.0_fp16.safetensors',
      inpaintCheckpoint: 'sdxl/sd_xl_base_1.0.safetensors',
      upscaleModel: 'RealESRGAN_x4.pth',
    });
    for (const name of ['text-to-image', 'text-to-image-turbo', 'image-to-image', 'image-inpainting', 'image-outpainting', 'upscale']) {
      expect(problems[name], name).toEqual([]);
    }
    // That server predates LTX-Video: its nodes are missing and its CLIPLoader has no 'ltxv' type.
    expect(problems['text-to-video']).toEqual(
      expect.arrayContaining([
        'node LTXVConditioning is not installed',
        'node EmptyLTXVLatentVideo is not installed',
        'CLIPLoader.type "ltxv" is not on the server',
      ]),
    );
    expect(problems['image-to-video']).toContain('node LTXVImgToVideo is not installed');

    // The shipped defaults are not that server's file names: the check says which are missing.
    const defaults = problemsOn(recorded, { checkpoint: 'sd_xl_base_1.0.safetensors', upscaleModel: 'RealESRGAN_x4plus.pth' });
    expect(defaults['text-to-image']).toEqual(['CheckpointLoaderSimple.ckpt_name "sd_xl_base_1.0.safetensors" is not on the server']);
    expect(defaults.upscale).toEqual(['UpscaleModelLoader.model_name "RealESRGAN_x4plus.pth" is not on the server']);
  });
});

const specType = (spec: InputSpec | unknown[]) => (Array.isArray(spec[0]) || spec[0] === 'COMBO' ? 'COMBO' : spec[0]);
const state: FakeState = {
  models: { checkpoints: ['a.safetensors'], text_encoders: ['t.safetensors'], upscale_models: ['u.pth'] },
  uploads: new Map(),
};

describe('the fake ComfyUI against the real node definitions', () => {
  it('declares each node the shipped workflows use with the real input names, types and outputs', () => {
    for (const [name, real] of Object.entries(current)) {
      const fake = fakeNodes[name];
      expect(fake, `${name} is missing from the fake`).toBeDefined();
      const realRequired = real.input?.required ?? {};
      const fakeRequired = fake!.required(state);
      // Every input the real node requires, with its type; the fake may know an input a later ComfyUI added
      // (InpaintModelConditioning's noise_mask is newer than the recording), never one under another name or type.
      for (const [input, spec] of Object.entries(realRequired)) {
        expect(fakeRequired[input], `${name}.${input} is missing from the fake`).toBeDefined();
        expect(specType(fakeRequired[input]!), `${name}.${input}`).toBe(specType(spec as unknown[]));
      }
      // Optional inputs come and go between ComfyUI versions (the recording predates CLIPLoader's 'device'):
      // the shared ones must agree.
      for (const [input, spec] of Object.entries(fake!.optional ?? {})) {
        const realSpec = (real.input?.optional ?? {})[input] as unknown[] | undefined;
        if (realSpec) expect(specType(spec), `${name}.${input}`).toBe(specType(realSpec));
      }
      expect(fake!.outputs, `${name} outputs`).toEqual(real.output);
    }
  });
});
