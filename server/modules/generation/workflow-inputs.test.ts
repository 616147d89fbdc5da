import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../catalog/load-catalog';
import { isFilled, readInputs } from './workflow-inputs';

describe('required inputs', () => {
  const catalog = loadCatalog();

  it('count 0 and false as filled, and absent, null and blank text as missing', () => {
    expect([0, false, 'a', 1].map(isFilled)).toEqual([true, true, true, true]);
    expect([undefined, null, '', '  \n'].map(isFilled)).toEqual([false, false, false, false]);
  });

  it('accept a required style given as index 0', () => {
    const template = catalog.template('text_to_image_v1')!;
    const strict = {
      ...template,
      input_requirements: template.input_requirements.map((input) => (input.type === 'enhancer' ? { ...input, is_required: true } : input)),
    };
    const read = readInputs(strict, { USER_PROMPT: 'a cat', USER_STYLE: 0 }, catalog);
    expect(read.styleWords).toEqual([catalog.enhancerSet('image-styles')!.styles[0]!.prompt]);
    expect(() => readInputs(strict, { USER_PROMPT: 'a cat' }, catalog)).toThrow('Please fill in all required fields.');
  });
});
