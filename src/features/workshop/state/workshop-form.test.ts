import { describe, expect, it } from 'vitest';
import { buildTemplate } from '../../../../mocks/fixtures/template.fixtures';
import { createWorkshopFormStore } from './workshop-form';

describe('the workshop form', () => {
  it('keeps a painted mask as the Blob it was, so its bytes upload', async () => {
    const form = createWorkshopFormStore(buildTemplate({ template_id: 'Image_inpainting_v1' }));
    form.update({ mask: new Blob(['mask bytes'], { type: 'image/png' }) });
    await expect(form.state.mask!.text()).resolves.toBe('mask bytes');
    form.update({ mask: null });
    expect(form.state.mask).toBeNull();
  });
});
