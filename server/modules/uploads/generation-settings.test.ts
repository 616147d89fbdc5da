import { describe, expect, it } from 'vitest';
import { embedPngMetadata, setPngText } from '../../media-processing';
import { solidPng } from '../../media-processing/test-images.fixtures';
import { uploadImage } from '../../test/generation';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';
import { generationSettingsOf } from './generation-settings';

const studioFile = async () =>
  embedPngMetadata(await solidPng(16, 16), {
    prompt: 'قلعة على تل, castle at dusk',
    negative_prompt: 'blurry',
    seed: 9_007_199_254,
    template: 'text_to_image_v1',
    model: 'runware:101@1',
    width: 1024,
    height: 768,
    params: { steps: 30 },
  });

describe('generation settings read from an uploaded PNG', () => {
  it("reads back what this studio wrote into its own file's text chunks", async () => {
    expect(generationSettingsOf(await studioFile())).toEqual({
      prompt: 'قلعة على تل, castle at dusk',
      negative_prompt: 'blurry',
      seed: 9_007_199_254,
      template_id: 'text_to_image_v1',
      model: 'runware:101@1',
      width: 1024,
      height: 768,
    });
  });

  it("reads another tool's parameters text: prompt, negative prompt and the settings line", async () => {
    const text = [
      'a lighthouse on a cliff,',
      'golden hour',
      'Negative prompt: fog, people',
      'Steps: 20, Sampler: DPM++ 2M, CFG scale: 7, Seed: 3141592, Size: 512x768, Model hash: abc, Model: dreamy_v2',
    ].join('\n');
    const png = setPngText(await solidPng(8, 8), [{ keyword: 'parameters', text, isLatin1: true }]);
    expect(generationSettingsOf(png)).toEqual({
      prompt: 'a lighthouse on a cliff, golden hour',
      negative_prompt: 'fog, people',
      seed: 3141592,
      template_id: null,
      model: 'dreamy_v2',
      width: 512,
      height: 768,
    });
    const bare = setPngText(await solidPng(8, 8), [{ keyword: 'parameters', text: 'just a prompt' }]);
    expect(generationSettingsOf(bare)).toMatchObject({ prompt: 'just a prompt', negative_prompt: null, seed: null, width: null });
  });

  it('says nothing for files without settings, and keeps control characters and absurd values out', async () => {
    expect(generationSettingsOf(await solidPng(8, 8))).toBeUndefined();
    expect(generationSettingsOf(Buffer.from('GIF89a not a png'))).toBeUndefined();
    const nothing = setPngText(await solidPng(8, 8), [{ keyword: 'parameters', text: JSON.stringify({ steps: 4, prompt: '  ' }) }]);
    expect(generationSettingsOf(nothing)).toBeUndefined();
    const seedOnly = setPngText(await solidPng(8, 8), [{ keyword: 'parameters', text: JSON.stringify({ seed: 4, prompt: '  ' }) }]);
    expect(generationSettingsOf(seedOnly)).toMatchObject({ prompt: '', seed: 4 });
    const hostile = setPngText(await solidPng(8, 8), [
      {
        keyword: 'parameters',
        text: JSON.stringify({ prompt: 'a\u0000b\u202ec\nd', seed: -5, width: 1e300, height: 4, template: ['x'], model: 'm\u0007' }),
      },
    ]);
    expect(generationSettingsOf(hostile)).toEqual({
      prompt: 'abc d',
      negative_prompt: null,
      seed: null,
      template_id: null,
      model: 'm',
      width: null,
      height: null,
    });
    // A text that inflates past what any prompt needs is not read at all (a deflate bomb in a small upload).
    const bomb = setPngText(await solidPng(8, 8), [{ keyword: 'parameters', text: JSON.stringify({ prompt: 'x'.repeat(300_000) }) }]);
    expect(bomb.length).toBeLessThan(5_000);
    expect(generationSettingsOf(bomb)).toBeUndefined();
  });

  it('answers the settings with the upload, though the stored image is re-encoded without them', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const withSettings = await uploadImage(t, user.token, { png: await studioFile() });
    expect(withSettings.status).toBe(201);
    expect(withSettings.body.data.generation_settings).toMatchObject({ prompt: 'قلعة على تل, castle at dusk', seed: 9_007_199_254 });
    const stored = Buffer.from(await (await t.request(withSettings.body.data.local_image_url)).arrayBuffer());
    expect(generationSettingsOf(stored)).toBeUndefined();
    const plain = await uploadImage(t, user.token, { png: await solidPng(8, 8) });
    expect(plain.body.data).not.toHaveProperty('generation_settings');
  });
});
