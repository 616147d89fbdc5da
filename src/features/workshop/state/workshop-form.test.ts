import { describe, expect, it } from 'vitest';
import { buildTemplate } from '@mocks/fixtures/template.fixtures';
import { createWorkshopFormStore } from './workshop-form';

describe('the workshop form', () => {
  it('keeps a painted mask as the Blob it was, so its bytes upload, with the strokes to paint on', async () => {
    const form = createWorkshopFormStore(buildTemplate({ template_id: 'Image_inpainting_v1' }));
    const document = { width: 4, height: 4, shapes: [{ kind: 'rect', mode: 'paint', x: 0, y: 0, width: 2, height: 2 }] } as const;
    form.update({ mask: { png: new Blob(['mask bytes'], { type: 'image/png' }), document } });
    await expect(form.state.mask!.png.text()).resolves.toBe('mask bytes');
    expect(form.state.mask!.document).toBe(document);
    form.update({ mask: null });
    expect(form.state.mask).toBeNull();
  });

  it('remembers the creation a Remix opened it with, and none for any other visit', () => {
    const template = buildTemplate();
    expect(createWorkshopFormStore(template, { action: 'remix', remixOf: 'media-3' }).state.remixOf).toBe('media-3');
    expect(createWorkshopFormStore(template, { action: 'upscale', remixOf: 'media-3' }).state.remixOf).toBeNull();
    expect(createWorkshopFormStore(template).state.remixOf).toBeNull();
  });
});
