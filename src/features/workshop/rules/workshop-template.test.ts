import { describe, expect, it } from 'vitest';
import { buildTemplateCatalog } from '@mocks/fixtures/template-catalog.fixtures';
import { buildTemplate } from '@mocks/fixtures/template.fixtures';
import { modeEntryTemplate, modeOfTemplate, pickerTemplates, resolveWorkshopTemplate } from './workshop-template';

const catalog = buildTemplateCatalog('Free');
const byId = (id: string) => catalog.find((template) => template.template_id === id)!;
const ids = (templates: ReadonlyArray<{ template_id: string }>) => templates.map((template) => template.template_id);

describe('resolveWorkshopTemplate', () => {
  it('opens the template the URL names', () => {
    expect(resolveWorkshopTemplate(catalog, 'upscale_v1')?.template_id).toBe('upscale_v1');
  });

  it('falls back to text-to-image for default and for unknown ids', () => {
    expect(resolveWorkshopTemplate(catalog, 'default')?.template_id).toBe('text_to_image_v1');
    expect(resolveWorkshopTemplate(catalog, 'no_such_template_v9')?.template_id).toBe('text_to_image_v1');
    expect(resolveWorkshopTemplate(catalog, undefined)?.template_id).toBe('text_to_image_v1');
  });

  it('prefers an allowed, lower version of text-to-image, and any text-to-image type when none is named so', () => {
    const v2 = buildTemplate({ template_id: 'text_to_image_v2' });
    const lockedV1 = buildTemplate({ template_id: 'text_to_image_v1', is_allowed: false });
    expect(resolveWorkshopTemplate([lockedV1, v2], 'default')?.template_id).toBe('text_to_image_v2');
    const other = buildTemplate({ template_id: 'sketch_v1' });
    expect(resolveWorkshopTemplate([other], 'default')?.template_id).toBe('sketch_v1');
    expect(resolveWorkshopTemplate([], 'default')).toBeNull();
  });
});

describe('modes', () => {
  it('sorts templates into image, video and tools by type', () => {
    expect(modeOfTemplate(byId('text_to_image_v1'))).toBe('image');
    expect(modeOfTemplate(byId('image_variations_v1'))).toBe('image');
    expect(modeOfTemplate(byId('image_to_video_v1'))).toBe('video');
    expect(modeOfTemplate(byId('upscale_v1'))).toBe('tools');
    expect(modeOfTemplate(byId('remove_background_v1'))).toBe('tools');
    expect(modeOfTemplate(byId('Image_inpainting_v1'))).toBe('tools');
  });

  it('enters each mode at its first template', () => {
    expect(modeEntryTemplate(catalog, 'image')?.template_id).toBe('text_to_image_v1');
    expect(modeEntryTemplate(catalog, 'video')?.template_id).toBe('text_to_video_v1');
    expect(modeOfTemplate(modeEntryTemplate(catalog, 'tools')!)).toBe('tools');
    expect(modeEntryTemplate([buildTemplate()], 'video')).toBeNull();
  });
});

describe('pickerTemplates', () => {
  it('offers the templates of the same mode and scenario', () => {
    const textToImage = catalog.find((template) => template.template_id === 'text_to_image_v1')!;
    expect(ids(pickerTemplates(catalog, textToImage))).toEqual(['text_to_image_v1', 'portrait_studio_v1', 'logo_sketch_v1']);
    const upscale = catalog.find((template) => template.template_id === 'upscale_v1')!;
    expect(ids(pickerTemplates(catalog, upscale))).toContain('upscale_v2');
    expect(ids(pickerTemplates(catalog, upscale))).not.toContain('text_to_image_v1');
  });
});
