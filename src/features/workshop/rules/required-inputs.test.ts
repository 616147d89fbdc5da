import { describe, expect, it } from 'vitest';
import { hasRequiredInputs, isInputFilled, missingRequiredInputs } from './required-inputs';
import { buildTemplate, imageRequirement, promptRequirement } from '@mocks/fixtures/template.fixtures';

describe('required inputs', () => {
  const template = buildTemplate({
    input_requirements: [
      promptRequirement,
      imageRequirement,
      { key: 'STYLE', label: 'Style', type: 'enhancer', is_required: true, enhancer_set_id: 'styles' },
      { key: 'NEGATIVE', label: 'Avoid', type: 'prompt', is_required: false },
    ],
  });

  it('counts 0 as filled: the first enhancer style has index 0', () => {
    expect(isInputFilled(0)).toBe(true);
    expect(missingRequiredInputs(template, { USER_PROMPT: 'a fox', USER_UPLOADED_IMAGE_URL: '/a.png', STYLE: 0 })).toEqual([]);
  });

  it('counts missing, null and blank values as empty, and ignores optional inputs', () => {
    expect(isInputFilled('  ')).toBe(false);
    expect(missingRequiredInputs(template, { USER_PROMPT: '  ', USER_UPLOADED_IMAGE_URL: null })).toEqual([
      'USER_PROMPT',
      'USER_UPLOADED_IMAGE_URL',
      'STYLE',
    ]);
    expect(hasRequiredInputs(template, { USER_PROMPT: 'x', USER_UPLOADED_IMAGE_URL: '/a.png', STYLE: 2 })).toBe(true);
  });
});
