import { describe, expect, it } from 'vitest';
import type { GeneratedMedia, Template } from '@contract';
import { generationMessages } from './message-keys';
import { chooseRemixTemplate, guessTemplateType } from './remix';
import { buildTemplate, imageRequirement, maskRequirement, promptRequirement } from '@mocks/fixtures/template.fixtures';

type RemixMedia = Parameters<typeof chooseRemixTemplate>[0];

const media = (overrides: Partial<GeneratedMedia> = {}): RemixMedia => ({
  template_id: null,
  service_type: 'text-to-image',
  prompt_text: 'a fox in the snow',
  params: {},
  remix_data: null,
  input_image_url: null,
  ...overrides,
});

const textToImage = buildTemplate();
const imageToImage = buildTemplate({
  template_id: 'image_to_image_v1',
  type: ['image-to-image'],
  input_requirements: [promptRequirement, imageRequirement],
});
const inpainting = buildTemplate({
  template_id: 'Image_inpainting_v1',
  type: ['image-inpainting'],
  input_requirements: [promptRequirement, imageRequirement, maskRequirement],
});
const textToVideo = buildTemplate({ template_id: 'text_to_video_v1', type: ['text-to-video'] });
const imageToVideo = buildTemplate({
  template_id: 'image_to_video_v1',
  type: ['image-to-video'],
  input_requirements: [promptRequirement, imageRequirement],
});
const removeBackground = buildTemplate({
  template_id: 'remove_background_v1',
  type: ['background-removal'],
  input_requirements: [imageRequirement],
});
const catalog: Template[] = [textToImage, imageToImage, inpainting, textToVideo, imageToVideo, removeBackground];

describe('chooseRemixTemplate', () => {
  it("opens the creation's own template with the inputs and params it was made with", () => {
    const choice = chooseRemixTemplate(
      media({
        template_id: 'image_to_image_v1',
        params: {
          user_inputs: { USER_PROMPT: 'a fox', USER_UPLOADED_IMAGE_URL: '/in.png', bad: { nested: 1 } },
          user_params: { main: { steps: 30 } },
        },
      }),
      catalog,
    );
    expect(choice).toEqual({
      kind: 'template',
      templateId: 'image_to_image_v1',
      userInputs: { USER_PROMPT: 'a fox', USER_UPLOADED_IMAGE_URL: '/in.png' },
      userParams: { main: { steps: 30 } },
    });
  });

  it('opens inpainting with the base image, the mask and the prompt when the remix data has a mask', () => {
    const choice = chooseRemixTemplate(
      media({ template_id: 'gone_v1', remix_data: { positivePrompt: 'a red fox', seedImage: '/base.png', maskImage: '/mask.png' } }),
      catalog,
    );
    expect(choice).toEqual({
      kind: 'template',
      templateId: 'Image_inpainting_v1',
      userInputs: { USER_PROMPT: 'a red fox', USER_UPLOADED_IMAGE_URL: '/base.png', MASK_IMAGE_URL: '/mask.png' },
      userParams: {},
    });
  });

  it('reports a missing or misconfigured inpainting template', () => {
    const masked = media({ remix_data: { maskImage: '/mask.png' } });
    expect(chooseRemixTemplate(masked, [textToImage])).toEqual({
      kind: 'error',
      messageKey: generationMessages.inpaintingTemplateNotFound,
    });
    const noMask = buildTemplate({ template_id: 'Image_inpainting_v1', input_requirements: [promptRequirement, imageRequirement] });
    expect(chooseRemixTemplate(masked, [noMask])).toEqual({
      kind: 'error',
      messageKey: generationMessages.inpaintingTemplateMisconfigured,
    });
  });

  it('guesses from the service type: background removal, image to image, video with or without an input image', () => {
    expect(guessTemplateType(media({ service_type: 'background-removal' }))).toBe('background-removal');
    expect(guessTemplateType(media({ service_type: 'img2img' }))).toBe('image-to-image');
    expect(guessTemplateType(media({ service_type: 'video' }))).toBe('text-to-video');
    expect(guessTemplateType(media({ service_type: 'video', input_image_url: '/in.png' }))).toBe('image-to-video');
    expect(guessTemplateType(media({ service_type: 'upscale' }))).toBeNull();

    const choice = chooseRemixTemplate(media({ service_type: 'image-to-video', remix_data: { frameImages: ['/frame.png'] } }), catalog);
    expect(choice).toMatchObject({ templateId: 'image_to_video_v1', userInputs: { USER_UPLOADED_IMAGE_URL: '/frame.png' } });
  });

  it('prefers a template the user may run, then the lowest version', () => {
    const lockedV1 = { ...imageToImage, is_allowed: false };
    const openV2 = { ...imageToImage, template_id: 'image_to_image_v2' };
    const choice = chooseRemixTemplate(media({ service_type: 'image-to-image' }), [lockedV1, openV2]);
    expect(choice).toMatchObject({ templateId: 'image_to_image_v2' });
  });

  it('falls back to text-to-image with the old prompt', () => {
    const choice = chooseRemixTemplate(media({ service_type: 'upscale' }), catalog);
    expect(choice).toEqual({
      kind: 'template',
      templateId: 'text_to_image_v1',
      userInputs: { USER_PROMPT: 'a fox in the snow' },
      userParams: {},
    });
  });

  it('tells the two dead ends apart by whether remix data existed', () => {
    expect(chooseRemixTemplate(media({ service_type: 'upscale' }), [removeBackground])).toEqual({
      kind: 'error',
      messageKey: generationMessages.noRemixDataNoTextToImage,
    });
    expect(chooseRemixTemplate(media({ service_type: 'upscale', remix_data: { positivePrompt: 'x' } }), [removeBackground])).toEqual({
      kind: 'error',
      messageKey: generationMessages.noMatchingTemplate,
    });
  });
});
