import { describe, expect, it } from 'vitest';
import { hasImageInput, templateAfterImageChange } from './template-pairing';
import { buildTemplate, imageRequirement, maskRequirement, promptRequirement } from '@mocks/fixtures/template.fixtures';

describe('templateAfterImageChange', () => {
  const textToImage = buildTemplate({ paired_template_id: 'image_to_image_v1' });
  const imageToImage = buildTemplate({ template_id: 'image_to_image_v1', parent_template_id: 'text_to_image_v1' });

  it('moves to the paired template when an image is entered', () => {
    expect(templateAfterImageChange(textToImage, true)).toBe('image_to_image_v1');
  });

  it('moves back to the parent when the image is cleared', () => {
    expect(templateAfterImageChange(imageToImage, false)).toBe('text_to_image_v1');
  });

  it('stays otherwise: no pair, no parent, or a target missing from the catalog', () => {
    expect(templateAfterImageChange(textToImage, false)).toBeNull();
    expect(templateAfterImageChange(imageToImage, true)).toBeNull();
    expect(templateAfterImageChange(textToImage, true, [textToImage])).toBeNull();
    expect(templateAfterImageChange(textToImage, true, [textToImage, imageToImage])).toBe('image_to_image_v1');
  });
});

describe('hasImageInput', () => {
  const inpaint = buildTemplate({ input_requirements: [promptRequirement, imageRequirement, maskRequirement] });

  it('counts an image input, not a mask alone', () => {
    expect(hasImageInput(inpaint, { MASK_IMAGE_URL: '/m.png' })).toBe(false);
    expect(hasImageInput(inpaint, { USER_UPLOADED_IMAGE_URL: '/i.png' })).toBe(true);
    expect(hasImageInput(inpaint, { USER_UPLOADED_IMAGE_URL: '' })).toBe(false);
  });
});
