import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../catalog/load-catalog';
import { fakeProvider, fakeRegistry, run, textToImage, uploadImage } from '../../test/generation';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';
import { findUserBalance } from '../points/points.repository';

/** No worker: the tasks stay queued, which is what the allowance tests need. Enough points for any template. */
const quiet = () => createTestApp({ env: { STARTING_POINTS: '100' }, overrides: { providers: fakeRegistry(fakeProvider()) } });

const withImage = (url: string) => ({ template_id: 'image_variations_v1', user_inputs: { USER_UPLOADED_IMAGE_URL: url }, user_params: {} });

/** What a refused run must leave as it was: the balance, the ledger and the tasks in progress. */
async function accountState(t: TestApp, token: string) {
  const [balance, ledger, allowance] = await Promise.all([
    t.get('/api/v1/points/balance', { token }),
    t.get<{ pagination: { total_items: number } }>('/api/v1/points/history', { token }),
    t.get('/api/v1/user/task-allowance', { token }),
  ]);
  return { balance: balance.body, entries: ledger.body.pagination.total_items, inProgress: allowance.body.tasks_in_progress };
}

/** A text-to-image run for 'a lake' with the given style, or none when undefined. */
const lakeWithStyle = (style: unknown) => ({
  ...textToImage('a lake'),
  user_inputs: { USER_PROMPT: 'a lake', ...(style === undefined ? {} : { USER_STYLE: style }) },
});

async function expectRefusal(t: TestApp, token: string, body: unknown, status: number, code: string, message?: string) {
  const before = await accountState(t, token);
  const answer = await run(t, token, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ code, ...(message ? { message } : {}) });
  expect(await accountState(t, token), `${code}: nothing may change`).toEqual(before);
  return answer;
}

describe('POST /api/v1/workflows/run refusals', () => {
  it('answers 404 for an unknown template, and for "default", which only the browser resolves', async () => {
    const t = await quiet();
    const user = await signedInUser(t);
    for (const id of ['nothing_v1', 'default']) {
      await expectRefusal(t, user.token, { ...textToImage(), template_id: id }, 404, 'not_found', 'Template not found.');
    }
  });

  it("refuses a template outside the caller's tier with the spec's message", async () => {
    const t = await quiet();
    const user = await signedInUser(t, { tier: 'Plus' });
    const body = { template_id: 'cinematic_video_v1', user_inputs: { USER_PROMPT: 'a ship' }, user_params: {} };
    await expectRefusal(t, user.token, body, 403, 'tier_not_allowed', 'This feature is not available in your current plan.');
    const pro = await signedInUser(t, { tier: 'Pro' });
    expect((await run(t, pro.token, body)).status).toBe(202);
  });

  it('refuses a new task while the plan allows no more in progress, and says so in the allowance', async () => {
    const t = await quiet();
    const user = await signedInUser(t);
    for (let i = 0; i < 2; i += 1) expect((await run(t, user.token, textToImage())).status).toBe(202);
    await expectRefusal(t, user.token, textToImage(), 429, 'too_many_tasks', 'You have too many tasks in progress. Please wait.');
    const allowance = await t.get('/api/v1/user/task-allowance', { token: user.token });
    expect(allowance.body).toMatchObject({ canStartNewTask: false, tasks_in_progress: 2, max_concurrent_tasks: 2 });
  });

  it('refuses missing required inputs with the spec message and the keys', async () => {
    const t = await quiet();
    const user = await signedInUser(t);
    for (const prompt of [undefined, null, '', '   ']) {
      const body = { template_id: 'text_to_image_v1', user_inputs: prompt === undefined ? {} : { USER_PROMPT: prompt }, user_params: {} };
      await expectRefusal(t, user.token, body, 400, 'missing_inputs', 'Please fill in all required fields.');
    }
    const inpaint = { template_id: 'Image_inpainting_v1', user_inputs: { USER_PROMPT: 'a door' }, user_params: {} };
    const { body } = await run(t, user.token, inpaint);
    expect(body).toMatchObject({ details: { missing: ['USER_UPLOADED_IMAGE_URL', 'USER_MASK_IMAGE_URL'] } });
  });

  it('counts 0 as a filled required input, as the spec says', async () => {
    const real = loadCatalog();
    const template = real.template('text_to_image_v1')!;
    // No shipped template requires a style yet; this one does, so a style at index 0 must count as chosen.
    const strict = {
      ...template,
      input_requirements: template.input_requirements.map((input) =>
        input.key === 'USER_STYLE' ? { ...input, is_required: true } : input,
      ),
    };
    const catalog = { ...real, template: (id: string) => (id === template.template_id ? strict : real.template(id)) };
    const t = await createTestApp({ overrides: { catalog, providers: fakeRegistry(fakeProvider()) } });
    const user = await signedInUser(t);
    const refused = await expectRefusal(
      t,
      user.token,
      lakeWithStyle(undefined),
      400,
      'missing_inputs',
      'Please fill in all required fields.',
    );
    expect(refused.body).toMatchObject({ details: { missing: ['USER_STYLE'] } });
    await expectRefusal(t, user.token, lakeWithStyle(null), 400, 'missing_inputs');
    const accepted = await run(t, user.token, lakeWithStyle(0));
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
  });

  it('refuses settings that cost 9999 or more on the plan as unavailable, and allows them on a higher one', async () => {
    const t = await quiet();
    const body = { template_id: 'text_to_video_v1', user_inputs: { USER_PROMPT: 'waves' }, user_params: { main: { duration: 8 } } };
    const free = await signedInUser(t);
    await expectRefusal(t, free.token, body, 403, 'template_unavailable');
    const plus = await signedInUser(t, { tier: 'Plus' });
    const accepted = await run(t, plus.token, body);
    expect(accepted.status).toBe(202);
    expect(accepted.body.tasks[0]?.cost).toBe(40);
  });

  it('takes custom sizes from Pro users only, within the range and step', async () => {
    const t = await quiet();
    const custom = textToImage('a field', { width: 640, height: 384 });
    const plus = await signedInUser(t, { tier: 'Plus' });
    await expectRefusal(t, plus.token, custom, 403, 'tier_not_allowed', 'Custom dimensions are available for Pro users.');
    const pro = await signedInUser(t, { tier: 'Pro' });
    expect((await run(t, pro.token, custom)).status).toBe(202);
    await expectRefusal(t, pro.token, textToImage('a field', { width: 650, height: 384 }), 400, 'validation_error');
    await expectRefusal(t, pro.token, textToImage('a field', { width: 4096, height: 384 }), 400, 'validation_error');
  });

  it('checks params against their definitions and mutually exclusive groups', async () => {
    const t = await quiet();
    const user = await signedInUser(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ CFGScale: 50 }, 'Creativity must be between 1 and 20.'],
      [{ numberResults: 3 }, 'Images must be one of: 1, 2, 4.'],
      [{ sharpen: 'yes' }, 'Sharpen must be on or off.'],
      [{ lighting: 99 }, 'Lighting: choose one of the offered styles.'],
      [{ sharpen: true, film_grain: true }, 'Choose only one of: Sharpen, Soft focus, Film grain.'],
    ];
    for (const [params, message] of cases) {
      await expectRefusal(t, user.token, textToImage('x', params), 400, 'validation_error', message);
    }
    expect((await run(t, user.token, textToImage('x', { sharpen: true, numberResults: '2' }))).status).toBe(202);
  });

  it("refuses another user's image, a foreign URL, an unknown team and any project (404 or 400)", async () => {
    const t = await quiet();
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const { body: upload } = await uploadImage(t, owner.token);
    await expectRefusal(t, other.token, withImage(upload.data.local_image_url), 404, 'not_found', 'Image not found.');
    await expectRefusal(t, other.token, withImage(upload.data.id), 404, 'not_found', 'Image not found.');
    await expectRefusal(t, owner.token, withImage('https://example.com/cat.png'), 400, 'validation_error');
    expect((await run(t, owner.token, withImage(upload.data.local_image_url))).status).toBe(202);
    await expectRefusal(t, owner.token, { ...textToImage(), team_id: 'team-1' }, 404, 'not_found', 'Team not found.');
    await expectRefusal(t, owner.token, { ...textToImage(), project_id: 'p-1' }, 404, 'not_found', 'Project not found.');
  });

  it('refuses a run the balance does not cover, and changes nothing', async () => {
    const t = await createTestApp({ env: { STARTING_POINTS: '1' }, overrides: { providers: fakeRegistry(fakeProvider()) } });
    const user = await signedInUser(t);
    await expectRefusal(t, user.token, textToImage(), 402, 'insufficient_points', 'You do not have enough points.');
    expect(await findUserBalance(t.deps.db, user.userId)).toBe(1);
    const allowance = await t.get('/api/v1/user/task-allowance', { token: user.token });
    expect(allowance.body).toMatchObject({ tasks_in_progress: 0 });
  });

  it('needs a signed-in caller', async () => {
    const t = await quiet();
    expect((await t.post('/api/v1/workflows/run', textToImage())).status).toBe(401);
  });
});
