import { describe, expect, it } from 'vitest';
import { buildTemplate, imageRequirement, maskRequirement, promptRequirement } from '@mocks/fixtures/template.fixtures';
import { imageInputKey, parseWorkshopNavigationState, startingInputs } from './workshop-navigation';

describe('parseWorkshopNavigationState', () => {
  it('reads every field of a well-formed state', () => {
    const state = {
      user_inputs: { USER_PROMPT: 'a fox' },
      user_params: { main: { seed: 7 } },
      mediaToProcess: { url: '/media/a.png', type: 'image', id: 'm1' },
      action: 'upscale',
      imageSettings: { prompt: 'a fox', negative_prompt: null, seed: 42, template_id: null, model: 'm', width: 512, height: 512 },
      remixOf: 'm1',
    };
    expect(parseWorkshopNavigationState(state)).toEqual(state);
  });

  it('drops each malformed field on its own and accepts nothing at all', () => {
    const parsed = parseWorkshopNavigationState({
      user_inputs: { USER_PROMPT: { nested: true } },
      user_params: { main: { seed: 7 } },
      mediaToProcess: { url: '' },
      action: 'delete-everything',
      imageSettings: { prompt: 'a fox', seed: -1, negative_prompt: null, template_id: null, model: null, width: null, height: null },
      remixOf: { id: 'm1' },
    });
    expect(parsed).toEqual({ user_params: { main: { seed: 7 } } });
    expect(parseWorkshopNavigationState(null)).toEqual({});
    expect(parseWorkshopNavigationState('state')).toEqual({});
  });
});

describe('startingInputs', () => {
  const template = buildTemplate({ input_requirements: [promptRequirement, { ...imageRequirement, key: 'SEED' }, maskRequirement] });

  it('keeps carried inputs the template asks for and puts the media to process in its image input', () => {
    const inputs = startingInputs(template, {
      user_inputs: { USER_PROMPT: 'a fox', OTHER: 'x' },
      mediaToProcess: { url: '/media/a.png', type: 'image' },
    });
    expect(inputs).toEqual({ USER_PROMPT: 'a fox', SEED: '/media/a.png' });
  });

  it('does not put a video where an image goes', () => {
    expect(startingInputs(template, { mediaToProcess: { url: '/media/a.mp4', type: 'video' } })).toEqual({});
  });

  it('names the first image input that is not a mask, else the default key', () => {
    expect(imageInputKey(template)).toBe('SEED');
    expect(imageInputKey(buildTemplate({ input_requirements: [promptRequirement] }))).toBe('USER_UPLOADED_IMAGE_URL');
  });
});
