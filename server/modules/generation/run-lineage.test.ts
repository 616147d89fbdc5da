import { describe, expect, it } from 'vitest';
import { getGeneratedMedia, type CallAnswer } from '../../../contract';
import { run, taskStatus, uploadImage, waitForTask } from '../../test/generation';
import { seedMedia } from '../../test/media';
import { createProjectAs, shareAndAccept } from '../../test/projects';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/users';

type Details = CallAnswer<typeof getGeneratedMedia>;

async function finished(t: TestApp, user: SignedInUser, body: Record<string, unknown>) {
  const started = await run(t, user.token, { user_params: {}, ...body });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const done = await waitForTask(t, user.token, started.body.tasks[0]!.task_id, 30_000);
  expect(done.status, done.error_message ?? '').toBe('complete');
  return { taskId: done.task_id, result: done.data!.results[0]! };
}

const lineageOf = async (t: TestApp, user: SignedInUser, id: string) =>
  (await t.get<Details>(`/api/v1/generated-history/${id}`, { token: user.token })).body.lineage;

describe('what a run records it was made from', () => {
  it('records the parent and the step of a variation, an upscale, an inpaint and a remix', async () => {
    const t = await createTestApp({ worker: true, env: { STARTING_POINTS: '1000' } });
    const user = await signedInUser(t, { tier: 'Pro' });
    const small = { main: { width: 256, height: 256 } };
    const made = await finished(t, user, {
      template_id: 'text_to_image_v2',
      user_inputs: { USER_PROMPT: 'a harbour' },
      user_params: small,
    });
    const variation = await finished(t, user, {
      template_id: 'image_variations_v1',
      user_inputs: { USER_UPLOADED_IMAGE_URL: made.result.url },
    });
    const upscaled = await finished(t, user, { template_id: 'upscale_v1', user_inputs: { USER_UPLOADED_IMAGE_URL: variation.result.url } });
    const mask = (await uploadImage(t, user.token, { purpose: 'mask' })).body.data.local_image_url;
    const inpainted = await finished(t, user, {
      template_id: 'Image_inpainting_v1',
      user_inputs: { USER_PROMPT: 'a door', USER_MASK_IMAGE_URL: mask, USER_UPLOADED_IMAGE_URL: upscaled.result.url },
    });
    const remixed = await finished(t, user, {
      template_id: 'text_to_image_v2',
      user_inputs: { USER_PROMPT: 'a harbour at night' },
      user_params: small,
      remix_of: made.result.id,
    });

    expect(await lineageOf(t, user, made.result.id)).toMatchObject({ kind: 'generate', ancestors: [], task_id: made.taskId });
    const chain = await lineageOf(t, user, inpainted.result.id);
    expect(chain.kind).toBe('inpaint');
    expect(chain.ancestors.map((step) => step.status === 'available' && [step.id, step.kind])).toEqual([
      [upscaled.result.id, 'upscale'],
      [variation.result.id, 'variation'],
      [made.result.id, 'generate'],
    ]);
    expect(chain.mask_url).toMatch(/\/media\/files\/[0-9a-f-]+\/original/);
    const remix = await lineageOf(t, user, remixed.result.id);
    expect(remix).toMatchObject({ kind: 'remix', ancestors: [{ status: 'available', id: made.result.id }] });
    // The cost the viewer shows is the ledger's, told by the task.
    const points = (await taskStatus(t, user.token, upscaled.taskId)).body as { points?: { charged: number; refunded: number } };
    expect(points.points?.charged).toBeGreaterThan(0);
    expect(points.points?.refunded).toBe(0);
  }, 120_000);

  it('refuses to remix a creation hidden from the caller or an unknown one, charging nothing, and records a shared one', async () => {
    const t = await createTestApp({ worker: true, env: { STARTING_POINTS: '1000' } });
    const [owner, other] = [await signedInUser(t, { tier: 'Pro' }), await signedInUser(t, { tier: 'Pro' })];
    const theirs = await finished(t, owner, { template_id: 'text_to_image_v2', user_inputs: { USER_PROMPT: 'a hill' } });
    const before = (await t.get<{ points_balance: number }>('/api/v1/points/balance', { token: other.token })).body.points_balance;
    for (const remixOf of [theirs.result.id, theirs.result.url, '00000000-0000-4000-8000-000000000000', 'nonsense']) {
      const refused = await run(t, other.token, {
        template_id: 'text_to_image_v2',
        user_inputs: { USER_PROMPT: 'a hill' },
        user_params: {},
        remix_of: remixOf,
      });
      expect(refused.status, remixOf).toBe(404);
    }
    expect((await t.get<{ points_balance: number }>('/api/v1/points/balance', { token: other.token })).body.points_balance).toBe(before);

    // A creation in a project shared with the caller may be remixed: it becomes the result's parent.
    const project = await createProjectAs(t, owner, 'Shared hills');
    await shareAndAccept(t, owner, other, project, 'viewer');
    const shared = await seedMedia(t.deps.db, owner.userId, { projectId: project.id, lineageKind: 'generate' });
    const remixed = await finished(t, other, {
      template_id: 'text_to_image_v2',
      user_inputs: { USER_PROMPT: 'a hill' },
      remix_of: shared.id,
    });
    expect(await lineageOf(t, other, remixed.result.id)).toMatchObject({
      kind: 'remix',
      ancestors: [{ status: 'available', id: shared.id, kind: 'generate' }],
    });
  }, 60_000);
});
