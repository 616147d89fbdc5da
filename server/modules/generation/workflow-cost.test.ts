import { describe, expect, it } from 'vitest';
import { computeCost, type Tier } from '../../../contract';
import { loadCatalog } from '../../catalog/load-catalog';
import { fakeProvider, fakeRegistry, run } from '../../test/generation';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

const catalog = loadCatalog();

/** Runs whose cost comes from each source the rule knows: a preset, a per-tier rule, both, neither. */
const cases: Array<{ tier: Tier; template: string; params: Record<string, unknown>; inputs?: Record<string, unknown> }> = [
  { tier: 'Free', template: 'text_to_image_v1', params: {} },
  { tier: 'Free', template: 'text_to_image_v1', params: { width: 1344, height: 768 } },
  { tier: 'Plus', template: 'text_to_image_v1', params: { numberResults: 4, width: 512, height: 512 } },
  { tier: 'Pro', template: 'text_to_image_v1', params: { steps: 45 } },
  { tier: 'Pro', template: 'text_to_image_v1', params: { width: 640, height: 640 } },
  { tier: 'Free', template: 'text_to_video_v1', params: { duration: 4 } },
  { tier: 'Enterprise', template: 'cinematic_video_v1', params: { width: 1920, height: 1080 } },
  { tier: 'Free', template: 'upscale_v1', params: { upscaleFactor: 4 } },
  { tier: 'Free', template: 'background_removal_v1', params: {} },
];

describe('POST /api/v1/workflows/cost', () => {
  it('agrees with the shared computeCost for every case, without needing the inputs yet', async () => {
    const t = await createTestApp({ overrides: { providers: fakeRegistry(fakeProvider()) } });
    for (const { tier, template: id, params } of cases) {
      const user = await signedInUser(t, { tier });
      const template = catalog.template(id)!;
      const presets = catalog.presets(template)?.groups.flatMap((group) => group.dimensions) ?? [];
      const preset = presets.find((size) => size.width === (params.width ?? 0) && size.height === (params.height ?? 0)) ?? null;
      const userParams = { main: params as Record<string, number> };
      const expected = computeCost({ template, tier, userParams, dimension: preset ?? (params.width ? null : (presets[0] ?? null)) });
      const { status, body } = await t.post(
        '/api/v1/workflows/cost',
        { template_id: id, user_inputs: {}, user_params: userParams },
        { token: user.token },
      );
      expect(status, `${tier} ${id}`).toBe(200);
      expect(body, `${tier} ${id} ${JSON.stringify(params)}`).toEqual({ cost: expected.cost, is_available: expected.isAvailable });
    }
  });

  it('debits exactly what it quotes', async () => {
    const t = await createTestApp({ env: { STARTING_POINTS: '100' }, overrides: { providers: fakeRegistry(fakeProvider()) } });
    const user = await signedInUser(t, { tier: 'Plus' });
    const body = {
      template_id: 'text_to_image_v1',
      user_inputs: { USER_PROMPT: 'a lake' },
      user_params: { main: { numberResults: 4, width: 1024, height: 1024 } },
    };
    const quote = await t.post<{ cost: number }>('/api/v1/workflows/cost', body, { token: user.token });
    const { body: answer } = await run(t, user.token, body);
    expect(answer.tasks[0]?.cost).toBe(quote.body.cost);
    expect(answer.new_balance).toBe(100 - quote.body.cost);
  });

  it('says unavailable for a template outside the tier, and 404 for an unknown one', async () => {
    const t = await createTestApp({ overrides: { providers: fakeRegistry(fakeProvider()) } });
    const user = await signedInUser(t);
    const locked = await t.post(
      '/api/v1/workflows/cost',
      { template_id: 'cinematic_video_v1', user_inputs: {}, user_params: {} },
      { token: user.token },
    );
    expect(locked.body).toMatchObject({ is_available: false });
    const custom = await t.post(
      '/api/v1/workflows/cost',
      { template_id: 'text_to_image_v1', user_inputs: {}, user_params: { main: { width: 640, height: 640 } } },
      { token: user.token },
    );
    expect(custom.body).toEqual({ cost: 9999, is_available: false });
    const unknown = await t.post(
      '/api/v1/workflows/cost',
      { template_id: 'nope_v1', user_inputs: {}, user_params: {} },
      { token: user.token },
    );
    expect(unknown.status).toBe(404);
  });
});
