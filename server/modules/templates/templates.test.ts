import { describe, expect, it } from 'vitest';
import { listServiceModels, templateSchema } from '../../../contract';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

type Templates = { templates: Array<{ template_id: string; is_allowed: boolean; thumbnail_url: string }> };

describe('GET /api/v1/service-models', () => {
  it("lists every template with what the caller's tier may use", async () => {
    const t = await createTestApp();
    const free = await signedInUser(t);
    const { status, body } = await t.get<Templates>('/api/v1/service-models', { token: free.token });
    expect(status).toBe(200);
    expect(listServiceModels.answer.parse(body)).toBeTruthy();
    expect(body.templates.length).toBeGreaterThanOrEqual(11);
    const allowed = (answer: Templates, id: string) => answer.templates.find((template) => template.template_id === id)?.is_allowed;
    expect(allowed(body, 'text_to_image_v1')).toBe(true);
    expect(allowed(body, 'cinematic_video_v1')).toBe(false);
    const pro = await signedInUser(t, { tier: 'Pro' });
    expect(allowed((await t.get<Templates>('/api/v1/service-models', { token: pro.token })).body, 'cinematic_video_v1')).toBe(true);
    // The Arabic words travel with the English ones, so the browser switches language without asking again.
    const textToImage = listServiceModels.answer.parse(body).templates.find((template) => template.template_id === 'text_to_image_v1');
    expect(textToImage).toMatchObject({ label: 'Text to Image', category: 'Creative', translations: { ar: { label: 'نص إلى صورة' } } });
    // Only what the contract shows leaves the server: no provider models, no preset set names.
    expect(Object.keys(body.templates[0]!).toSorted()).toEqual(Object.keys(templateSchema.shape).toSorted());
  });

  it('names the provider that serves each template now: the offline preview model until a real one is configured', async () => {
    const offline = await createTestApp();
    const user = await signedInUser(offline);
    const providersOf = async (t: typeof offline, token: string) =>
      new Set(
        listServiceModels.answer
          .parse((await t.get('/api/v1/service-models', { token })).body)
          .templates.map((template) => template.provider),
      );
    expect(await providersOf(offline, user.token)).toEqual(new Set(['local']));
    // A Runware key moves the templates with a Runware model to Runware; none is asked anything to say so.
    const keyed = await createTestApp({ env: { RUNWARE_API_KEY: 'test-key', RUNWARE_API_URL: 'http://127.0.0.1:9/v1' } });
    const other = await signedInUser(keyed);
    const { body } = await keyed.get<{ templates: Array<{ template_id: string; provider: string }> }>('/api/v1/service-models', {
      token: other.token,
    });
    expect(body.templates.find((template) => template.template_id === 'text_to_image_v1')?.provider).toBe('runware');
  });

  it('answers 404 for a team workspace (no teams yet) and 401 without a caller', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    expect((await t.get('/api/v1/service-models?team_id=abc', { token: user.token })).status).toBe(404);
    expect((await t.get('/api/v1/service-models')).status).toBe(401);
  });
});

describe('template pictures, styles and sizes', () => {
  it('serves each thumbnail as WebP, publicly cacheable; unknown names are 404', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const { body } = await t.get<Templates>('/api/v1/service-models', { token: user.token });
    const response = await t.request(body.templates[0]!.thumbnail_url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.length).toBeLessThan(20_000);
    for (const name of ['nothing.webp', 'text-to-image.png', '..%2Fsecrets.json']) {
      expect((await t.request(`/api/v1/catalog/thumbnails/${name}`)).status, name).toBe(404);
    }
  });

  it('lists the styles of an enhancer set, and 404 for an unknown set', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const { status, body } = await t.get<Array<{ index: number; name: string; thumbnail_url: string }>>(
      '/api/v1/enhancer-sets/image-styles/styles',
      { token: user.token },
    );
    expect(status).toBe(200);
    expect(body[0]).toEqual({
      index: 0,
      name: 'Cinematic',
      thumbnail_url: '/api/v1/catalog/thumbnails/style-cinematic.webp',
      translations: { ar: { name: 'سينمائي' } },
    });
    expect(body.map((style) => style.index)).toEqual(body.map((_, index) => index));
    expect((await t.get('/api/v1/enhancer-sets/nope/styles', { token: user.token })).status).toBe(404);
  });

  it('answers size presets with Auto first, and custom sizes allowed for Pro only', async () => {
    const t = await createTestApp();
    const plus = await signedInUser(t, { tier: 'Plus' });
    const pro = await signedInUser(t, { tier: 'Pro' });
    const path = '/api/v1/templates/text_to_image_v1/dimension-presets';
    const { status, body } = await t.get<{ data: Array<{ label: string; dimensions: unknown[] }>; custom: Record<string, unknown> }>(path, {
      token: plus.token,
    });
    expect(status).toBe(200);
    expect(body.data[0]).toEqual({
      label: 'Auto',
      dimensions: [{ width: 0, height: 0, icon: 'auto', cost: 2 }],
      translations: { ar: { label: 'تلقائي' } },
    });
    expect(body.custom).toEqual({ min: 256, max: 2048, step: 64, allowed: false });
    expect((await t.get(path, { token: pro.token })).body).toMatchObject({ custom: { allowed: true } });
    expect((await t.get('/api/v1/templates/upscale_v1/dimension-presets', { token: pro.token })).body).toMatchObject({ data: [] });
    expect((await t.get('/api/v1/templates/nope_v1/dimension-presets', { token: pro.token })).status).toBe(404);
  });
});
