import { describe, expect, it } from 'vitest';
import { buildGeneratedMedia } from '@mocks/fixtures/media.fixtures';
import { buildResult } from '@mocks/fixtures/task.fixtures';
import { buildTemplateCatalog } from '@mocks/fixtures/template-catalog.fixtures';
import { buildTemplate, imageRequirement, maskRequirement, promptRequirement } from '@mocks/fixtures/template.fixtures';
import type { MediaRecord } from '../media/media-cache';
import { actionTarget, offeredActions } from './media-action-target';

const item: MediaRecord = { ...buildResult({ id: 'media-1', url: '/m1.png' }), template_id: null };
const proOnly = (templateId: string) => buildTemplate({ template_id: templateId, tier: ['Pro'] });
const catalog = [proOnly('upscale_v1'), proOnly('image_variations_v1'), proOnly('Image_outpainting_v1'), proOnly('Image_inpainting_v1')];

describe('Edit & Enhance targets', () => {
  it('opens the allowed template of the kind with the result as its image', () => {
    expect(actionTarget('upscale', item, catalog, 'Pro')).toMatchObject({
      kind: 'open',
      templateId: 'upscale_v1',
      state: { mediaToProcess: { url: '/m1.png', type: 'image', id: 'media-1' }, action: 'upscale' },
    });
  });

  it("names the template the plan lacks, in the spec's words (part 2 §8)", () => {
    expect(actionTarget('variations', item, catalog, 'Free')).toEqual({
      kind: 'error',
      messageKey: 'generation.errors.variationsPlanUnavailable',
    });
    expect(actionTarget('upscale', item, catalog, 'Free')).toEqual({
      kind: 'error',
      messageKey: 'generation.errors.upscalePlanUnavailable',
    });
    expect(actionTarget('outpaint', item, catalog, 'Free')).toEqual({
      kind: 'error',
      messageKey: 'generation.errors.outpaintPlanUnavailable',
    });
  });

  it('falls back to the general plan message for inpainting, which the spec gives none of its own', () => {
    expect(actionTarget('inpaint', item, catalog, 'Free')).toEqual({ kind: 'error', messageKey: 'generation.errors.planUnavailable' });
  });

  it('takes a gallery creation, which has no result url, by its generated url', () => {
    const media = buildGeneratedMedia({ id: 'media-2', generated_url: '/m2.png', type: 'image' });
    expect(actionTarget('upscale', media, catalog, 'Pro')).toMatchObject({
      state: { mediaToProcess: { url: '/m2.png', type: 'image', id: 'media-2' } },
    });
  });
});

describe('offered actions', () => {
  const video = { type: 'video' } as const;
  const image = { type: 'image' } as const;

  it("offers a picture every tool whose template takes a picture, and a video only Remix (the catalog's templates take pictures)", () => {
    const templates = buildTemplateCatalog('Pro');
    expect(offeredActions(image, templates)).toEqual(['remix', 'upscale', 'variations', 'outpaint', 'inpaint']);
    expect(offeredActions(video, templates)).toEqual(['remix']);
  });

  it('offers a video the picture tools where a frame can be picked first, since the frame is a picture', () => {
    const templates = buildTemplateCatalog('Pro');
    expect(offeredActions(video, templates, { canPickFrame: true })).toEqual(['remix', 'upscale', 'variations', 'outpaint', 'inpaint']);
    const maskOnly = buildTemplate({ template_id: 'Image_inpainting_v1', input_requirements: [promptRequirement, maskRequirement] });
    expect(offeredActions(video, [maskOnly], { canPickFrame: true })).toEqual(['remix']);
  });

  it('reads what a tool takes from its template: a mask alone is no input, and a template that took videos would be offered on one', () => {
    const maskOnly = buildTemplate({ template_id: 'Image_inpainting_v1', input_requirements: [promptRequirement, maskRequirement] });
    expect(offeredActions(image, [maskOnly])).toEqual(['remix']);
    const videoInput = { ...imageRequirement, type: 'video' } as unknown as typeof imageRequirement;
    const videoUpscale = buildTemplate({ template_id: 'upscale_v3', input_requirements: [videoInput] });
    expect(offeredActions(video, [videoUpscale])).toEqual(['remix', 'upscale']);
  });

  it('keeps a tool the plan lacks (its press names the plan) and leaves out one the catalog does not have', () => {
    const upscaleForPro = buildTemplate({
      template_id: 'upscale_v1',
      tier: ['Pro'],
      is_allowed: false,
      input_requirements: [imageRequirement],
    });
    expect(offeredActions(image, [upscaleForPro])).toEqual(['remix', 'upscale']);
    expect(offeredActions(image, [])).toEqual(['remix']);
  });
});
