import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeRunwareClip, startFakeRunware, type FakeRunware } from '../../test/fakes/fake-runware-server';
import { run, waitForTask } from '../../test/generation';
import { everyTemplateRun } from '../../test/template-runs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

const apiKey = 'runware-test-key';
let fake: FakeRunware;

beforeAll(async () => {
  fake = await startFakeRunware({ apiKey, video: await fakeRunwareClip() });
  fake.videoPolls = 0;
});
afterAll(() => fake.close());

const withRunware = (options: { worker?: boolean } = {}) =>
  createTestApp({ ...options, env: { STARTING_POINTS: '1000', RUNWARE_API_KEY: apiKey, RUNWARE_API_URL: fake.url } });

type Served = {
  templates: Array<{
    template_id: string;
    configurable_tasks: Array<{ individual_params: Array<{ key: string; default?: unknown; options?: Array<{ value: unknown }> }> }>;
    input_requirements: Array<{ key: string; min_length?: number; max_length?: number }>;
  }>;
};
type Presets = { data: Array<{ dimensions: Array<{ width: number; height: number; cost: number }> }>; custom: { allowed: boolean } };

async function served(t: TestApp, token: string, id: string) {
  const { body } = await t.get<Served>('/api/v1/service-models', { token });
  const template = body.templates.find((candidate) => candidate.template_id === id)!;
  const params = template.configurable_tasks.flatMap((task) => task.individual_params);
  const presets = (await t.get<Presets>(`/api/v1/templates/${id}/dimension-presets`, { token })).body;
  return {
    durations: params.find((param) => param.key === 'duration')?.options?.map((option) => option.value),
    defaultDuration: params.find((param) => param.key === 'duration')?.default,
    prompt: template.input_requirements.find((input) => input.key === 'USER_PROMPT'),
    sizes: presets.data.flatMap((group) => group.dimensions.map((size) => `${size.width}x${size.height}`)),
    custom: presets.custom.allowed,
  };
}

describe('templates served by Runware', () => {
  it('offers what the model that will run each template accepts: Kling 5 or 10 s at its sizes, Veo 8 s at its sizes', async () => {
    const t = await withRunware();
    const user = await signedInUser(t, { tier: 'Pro' });
    expect(await served(t, user.token, 'text_to_video_v1')).toEqual({
      durations: [5, 10],
      defaultDuration: 5,
      prompt: expect.objectContaining({ min_length: 2, max_length: 2500 }),
      sizes: ['0x0', '1920x1080', '1080x1080', '1080x1920'],
      custom: false,
    });
    expect(await served(t, user.token, 'cinematic_video_v1')).toMatchObject({
      durations: [8],
      sizes: ['1280x720', '1920x1080'],
      custom: false,
    });
    expect(await served(t, user.token, 'text_to_image_v1')).toMatchObject({ prompt: { min_length: 2, max_length: 3000 }, custom: true });
    // Every offered option is priced by the template's rules for the tier, and the server prices it the same way.
    const cost = async (id: string, main: Record<string, unknown>) =>
      (
        await t.post<{ cost: number }>(
          '/api/v1/workflows/cost',
          { template_id: id, user_inputs: {}, user_params: { main } },
          { token: user.token },
        )
      ).body.cost;
    expect(await cost('text_to_video_v1', { duration: 5 })).toBe(20);
    expect(await cost('text_to_video_v1', { duration: 10, width: 1920, height: 1080 })).toBe(40);
    expect(await cost('cinematic_video_v1', {})).toBe(60);

    // Without a Runware key, the local provider runs them, and offers what it renders.
    const local = await createTestApp();
    const other = await signedInUser(local, { tier: 'Pro' });
    const offline = await served(local, other.token, 'text_to_video_v1');
    expect(offline).toMatchObject({ durations: [2, 4, 5, 8, 10], custom: true });
    expect(offline.sizes).toContain('640x360');
    expect(offline.prompt).not.toHaveProperty('min_length');
  });

  it('runs every template on Runware with values each model accepts, the default cinematic size included', async () => {
    const t = await withRunware({ worker: true });
    const user = await signedInUser(t, { tier: 'Pro' });
    const runs = await everyTemplateRun(t, user.token);
    for (const [id, { inputs, params }] of Object.entries(runs)) {
      // The video templates run at the size and length the workshop starts with: the first offered.
      const main = id.includes('video') ? {} : params;
      const { status, body } = await run(t, user.token, { template_id: id, user_inputs: inputs, user_params: { main } });
      expect(status, `${id}: ${JSON.stringify(body)}`).toBe(202);
      const done = await waitForTask(t, user.token, body.tasks[0]!.task_id, 60_000);
      expect(done.status, `${id}: ${done.error_message}`).toBe('complete');
    }
    const videos = fake.tasks.filter((task) => task.taskType === 'videoInference');
    expect(videos.map(({ model, duration, width, height }) => ({ model, duration, width, height }))).toEqual([
      { model: 'klingai:5@3', duration: 5, width: undefined, height: undefined },
      { model: 'klingai:5@3', duration: 5, width: undefined, height: undefined },
      { model: 'google:3@1', duration: 8, width: 1280, height: 720 },
    ]);
    const outpaint = fake.tasks.find((task) => task.taskType === 'imageInference' && task.outpaint);
    expect(outpaint).toMatchObject({ width: 128 + 128, height: 128 });
  }, 180_000);

  it('refuses, with a clear 400 and nothing charged, what the serving model would refuse', async () => {
    const t = await withRunware();
    const user = await signedInUser(t, { tier: 'Pro' });
    const balance = async () => (await t.get<{ points_balance: number }>('/api/v1/points/balance', { token: user.token })).body;
    const before = await balance();
    const refusals: Array<[unknown, RegExp]> = [
      [
        { template_id: 'text_to_image_v1', user_inputs: { USER_PROMPT: 'a' }, user_params: {} },
        /^Prompt must be at least 2 characters long\.$/,
      ],
      [
        { template_id: 'text_to_video_v1', user_inputs: { USER_PROMPT: 'waves' }, user_params: { main: { duration: 2 } } },
        /^Length must be one of: 5 s, 10 s\.$/,
      ],
      [
        { template_id: 'text_to_video_v1', user_inputs: { USER_PROMPT: 'waves' }, user_params: { main: { width: 1280, height: 720 } } },
        /not made at 1280x720 .* choose one of: Auto, 1920x1080, 1080x1080, 1080x1920\.$/,
      ],
      [
        { template_id: 'cinematic_video_v1', user_inputs: { USER_PROMPT: 'a chase' }, user_params: { main: { width: 0, height: 0 } } },
        /not made at Auto .* choose one of: 1280x720, 1920x1080\.$/,
      ],
      [
        { template_id: 'cinematic_video_v1', user_inputs: { USER_PROMPT: 'a chase' }, user_params: { main: { width: 1280, height: 536 } } },
        /not made at 1280x536/,
      ],
      [
        { template_id: 'text_to_video_v1', user_inputs: { USER_PROMPT: 'w'.repeat(2501) }, user_params: {} },
        /^Prompt must be at most 2500 characters long\.$/,
      ],
    ];
    for (const [body, message] of refusals) {
      const answer = await run(t, user.token, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect((answer.body as unknown as { message: string }).message).toMatch(message);
    }
    expect(await balance()).toEqual(before);
    expect(fake.tasks.filter((task) => task.positivePrompt === 'a' || task.duration === 2)).toEqual([]);
  });
});
