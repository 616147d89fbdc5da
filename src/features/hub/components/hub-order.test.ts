import { describe, expect, it } from 'vitest';
import { groupTemplatesForHub } from './hub-order';

const t = (template_id: string, label: string, category: string) => ({ template_id, label, category });

describe('groupTemplatesForHub', () => {
  const groups = groupTemplatesForHub([
    t('zeta_v1', 'Zeta', 'Animals'),
    t('upscale_v1', 'Upscale', 'Upscaling & Enhancement'),
    t('remove_bg_v1', 'Remove Background', 'Tools'),
    t('avatar_v1', 'Avatar', 'Creative'),
    t('image_variations_v1', 'Variations', 'Creative'),
    t('text_to_image_v1', 'Text to Image', 'Creative'),
    t('image_to_video_v1', 'Animate an Image', 'Video Generation'),
    t('text_to_video_v2', 'Text to Video', 'Video Generation'),
    t('misc_v1', 'Misc', ''),
    t('alpha_v1', 'Alpha', 'Abstract'),
    t('image_to_image_v1', 'Image to Image', 'Creative'),
  ]);

  it('orders the known categories first, then the others alphabetically; a blank one is Uncategorized', () => {
    expect(groups.map((group) => group.category)).toEqual([
      'Creative',
      'Video Generation',
      'Tools',
      'Upscaling & Enhancement',
      'Uncategorized',
      'Abstract',
      'Animals',
    ]);
  });

  it('leads Creative with text-to-image and variations, then sorts by label', () => {
    expect(groups[0]!.templates.map((template) => template.template_id)).toEqual([
      'text_to_image_v1',
      'image_variations_v1',
      'avatar_v1',
      'image_to_image_v1',
    ]);
  });

  it('leads Video Generation with text-to-video, whatever its version', () => {
    expect(groups[1]!.templates.map((template) => template.template_id)).toEqual(['text_to_video_v2', 'image_to_video_v1']);
  });
});
