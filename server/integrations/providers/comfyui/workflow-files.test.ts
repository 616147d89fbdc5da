import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CatalogTemplate } from '../../../catalog/catalog-schema';
import { loadCatalog } from '../../../catalog/load-catalog';
import { workflowProblems } from './comfyui-health';
import { shippedWorkflows } from './comfyui.fixtures';
import { loadWorkflows } from './workflow-files';

const catalog = loadCatalog();
const template = (id: string) => catalog.template(id)!;
const withWorkflow = (id: string, workflow: string): CatalogTemplate => ({
  ...template(id),
  providers: { ...template(id).providers, comfyui: { workflow } },
});

function workflowDir(workflows: Record<string, { graph: unknown; mapping: unknown }>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-workflows-'));
  for (const [name, { graph, mapping }] of Object.entries(workflows)) {
    fs.mkdirSync(path.join(dir, name));
    fs.writeFileSync(path.join(dir, name, 'workflow.json'), JSON.stringify(graph));
    fs.writeFileSync(path.join(dir, name, 'mapping.json'), JSON.stringify(mapping));
  }
  return dir;
}

const graph = {
  '1': { class_type: 'LoadImage', inputs: { image: 'a.png' } },
  '3': { class_type: 'KSampler', inputs: { seed: 0, steps: 20, latent_image: ['1', 0] } },
  '9': { class_type: 'SaveImage', inputs: { images: ['3', 0], filename_prefix: 'x' } },
};

describe('ComfyUI workflow files', () => {
  it('ships a valid workflow for every template but background removal, which core nodes cannot do', () => {
    const served = catalog.templates.filter((entry) => entry.providers.comfyui).map((entry) => entry.template_id);
    expect(served.toSorted()).toEqual(
      catalog.templates
        .map((entry) => entry.template_id)
        .filter((id) => id !== 'background_removal_v1')
        .toSorted(),
    );
    expect([...shippedWorkflows.keys()]).toEqual([
      'image-inpainting',
      'image-outpainting',
      'image-to-image',
      'image-to-video',
      'text-to-image',
      'text-to-image-turbo',
      'text-to-video',
      'upscale',
    ]);
  });

  it('refuses at start-up a mapping that names nodes or inputs the workflow lacks, with every problem listed', () => {
    const dir = workflowDir({
      broken: {
        graph: { ...graph, '5': { class_type: 'VAEDecode', inputs: { samples: ['42', 0] } } },
        mapping: {
          description: 'broken',
          inputs: { seed: '3.seed', steps: '3.stpes', prompt: '6.text', image: '3.latent_image', frameCount: '3.steps' },
          outputs: ['99'],
        },
      },
      typo: { graph, mapping: { description: 'typo', inputs: { seeed: '3.seed' } } },
    });
    let message = '';
    try {
      loadWorkflows(dir, []);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('The ComfyUI workflows are not valid');
    for (const problem of [
      'broken: node 5 (VAEDecode) links samples to missing node 42',
      'broken: steps maps to 3.stpes, but KSampler node 3 has no input stpes',
      'broken: prompt maps to node 6, which the workflow does not have',
      'broken: image maps to 3.latent_image, which is a link, not a value',
      'broken: output node 99 is not in the workflow',
      'broken: frameCount is mapped, so the mapping needs frames: { fps, multiple }',
      'typo/mapping.json: inputs: Unrecognized key: "seeed"',
    ]) {
      expect(message).toContain(problem);
    }
  });

  it('refuses a template whose workflow is missing or does not take what its type needs', () => {
    const dir = workflowDir({
      plain: { graph, mapping: { description: 'no mask, no count', inputs: { image: '1.image', seed: '3.seed' } } },
    });
    expect(() =>
      loadWorkflows(dir, [
        withWorkflow('Image_inpainting_v1', 'plain'),
        withWorkflow('image_to_image_v1', 'plain'),
        withWorkflow('upscale_v1', 'nowhere'),
      ]),
    ).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(
          /Image_inpainting_v1 \(image-inpainting\) uses workflow plain, which maps no mask[\s\S]*image_to_image_v1 \(image-to-image\) uses workflow plain, which maps no prompt[\s\S]*maps no numberResults[\s\S]*upscale_v1 names workflow nowhere/,
        ),
      }),
    );
  });

  it('finds missing node classes and model files in what /object_info answers, in either combo style', () => {
    const workflow = shippedWorkflows.get('upscale')!;
    const infos = new Map([
      ['LoadImage', { input: { required: { image: [[], { image_upload: true }] } } }],
      ['UpscaleModelLoader', { input: { required: { model_name: ['COMBO', { options: ['4x-UltraSharp.pth'] }] } } }],
      ['ImageUpscaleWithModel', { input: { required: { upscale_model: ['UPSCALE_MODEL'], image: ['IMAGE'] } } }],
      [
        'ImageScale',
        {
          input: {
            required: { upscale_method: [['nearest-exact', 'lanczos']], crop: [['disabled', 'center']], width: ['INT'], height: ['INT'] },
          },
        },
      ],
      ['SaveImage', null],
    ]);
    expect(workflowProblems(workflow.graph, workflow, infos).toSorted()).toEqual([
      'UpscaleModelLoader.model_name "RealESRGAN_x4plus.pth" is not on the server',
      'node SaveImage is not installed',
    ]);
  });
});
