import { describe, expect, it } from 'vitest';
import { templateTypes } from '../../contract';
import { lineageStepOf } from './lineage-step';

const image = (purpose: 'seed' | 'guide' | 'input' | 'mask', mediaId: string) => ({ key: `K_${purpose}`, purpose, mediaId });

describe('lineageStepOf', () => {
  it('names a step for every template type, and a text run has no parent', () => {
    const kinds = templateTypes.map((templateType) => lineageStepOf({ templateType, images: [] }));
    expect(kinds.map((step) => step.kind)).toEqual([
      'generate',
      'image-to-image',
      'variation',
      'generate',
      'image-to-video',
      'upscale',
      'inpaint',
      'outpaint',
      'background-removal',
    ]);
    expect(kinds.every((step) => step.parentId === null)).toBe(true);
  });

  it('takes the picture the tool works on as the parent, never the mask, even when the mask comes first', () => {
    const step = lineageStepOf({ templateType: 'image-inpainting', images: [image('mask', 'm'), image('guide', 'g'), image('seed', 's')] });
    expect(step).toEqual({ kind: 'inpaint', parentId: 's' });
    expect(lineageStepOf({ templateType: 'upscale', images: [image('input', 'i')] })).toEqual({ kind: 'upscale', parentId: 'i' });
    expect(lineageStepOf({ templateType: 'image-to-image', images: [image('guide', 'g')] })).toEqual({
      kind: 'image-to-image',
      parentId: 'g',
    });
    expect(lineageStepOf({ templateType: 'image-inpainting', images: [image('mask', 'm')] })).toEqual({ kind: 'inpaint', parentId: null });
  });

  it('records a remix as made from the creation remixed, whatever the run took in', () => {
    expect(lineageStepOf({ templateType: 'image-to-image', images: [image('seed', 's')], remixOf: 'r' })).toEqual({
      kind: 'remix',
      parentId: 'r',
    });
  });
});
