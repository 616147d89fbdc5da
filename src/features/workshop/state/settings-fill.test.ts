import { describe, expect, it } from 'vitest';
import type { GenerationSettings } from '@contract/browser';
import { textToImageTask } from '@mocks/fixtures/template-params.fixtures';
import { buildTemplate, imageRequirement, promptRequirement } from '@mocks/fixtures/template.fixtures';
import { fillFromSettings, isEmptyFill } from './settings-fill';

const settings: GenerationSettings = {
  prompt: 'a lighthouse at dusk',
  negative_prompt: 'fog',
  seed: 42,
  template_id: 'text_to_image_v1',
  model: 'runware:101@1',
  width: 1024,
  height: 768,
};

describe("filling the workshop from an uploaded image's settings", () => {
  it('fills the prompt, the seed and the negative prompt with its switch on', () => {
    const template = buildTemplate({ input_requirements: [promptRequirement], configurable_tasks: [textToImageTask] });
    expect(fillFromSettings(template, settings)).toEqual({
      inputs: [{ key: 'USER_PROMPT', value: 'a lighthouse at dusk' }],
      params: [
        { taskId: 'main', key: 'seed', value: 42 },
        { taskId: 'main', key: 'useNegative', value: true },
        { taskId: 'main', key: 'negativePrompt', value: 'fog' },
      ],
    });
  });

  it('fills only what the template has and the image carries', () => {
    const upscale = buildTemplate({ input_requirements: [imageRequirement], configurable_tasks: [] });
    expect(isEmptyFill(fillFromSettings(upscale, settings))).toBe(true);
    const template = buildTemplate({ input_requirements: [promptRequirement, imageRequirement], configurable_tasks: [textToImageTask] });
    const variation = { ...settings, prompt: '', negative_prompt: null, seed: 7 };
    expect(fillFromSettings(template, variation)).toEqual({ inputs: [], params: [{ taskId: 'main', key: 'seed', value: 7 }] });
  });
});
