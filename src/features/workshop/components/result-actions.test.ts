import { describe, expect, it } from 'vitest';
import { buildResult } from '../../../../mocks/fixtures/task.fixtures';
import { buildTemplate } from '../../../../mocks/fixtures/template.fixtures';
import type { CompletedItem } from '../../../domain/generation';
import { actionTarget } from './result-actions';

const item: CompletedItem = { ...buildResult({ id: 'media-1', url: '/m1.png' }), template_id: null, batchId: 'b1', status: 'completed' };
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
});
