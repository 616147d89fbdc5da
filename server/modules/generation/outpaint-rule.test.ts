import { describe, expect, it } from 'vitest';
import { fakeProvider, fakeRegistry, run, testPng, uploadImage } from '../../test/generation';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

/** No worker: an accepted run stays queued. Enough points for several runs. */
const quiet = () => createTestApp({ env: { STARTING_POINTS: '100' }, overrides: { providers: fakeRegistry(fakeProvider()) } });

const outpaint = (image: string, sides: Record<string, number>) => ({
  template_id: 'Image_outpainting_v1',
  user_inputs: { USER_UPLOADED_IMAGE_URL: image },
  user_params: { main: sides },
});

async function balanceOf(t: TestApp, token: string) {
  return (await t.get<{ balance: number }>('/api/v1/points/balance', { token })).body;
}

describe('the outpaint rule on POST /api/v1/workflows/run', () => {
  it('accepts a whole grid cell on one side and a 32 px step on two opposite sides', async () => {
    const t = await quiet();
    const user = await signedInUser(t);
    const { body: upload } = await uploadImage(t, user.token, { png: await testPng(256, 128) });
    expect((await run(t, user.token, outpaint(upload.data.local_image_url, { right: 128 }))).status).toBe(202);
    const stepped = await run(t, user.token, outpaint(upload.data.local_image_url, { top: 32, bottom: 32 }));
    expect(stepped.status, JSON.stringify(stepped.body)).toBe(202);
  });

  it('refuses sides that break the rule with its message, and charges nothing', async () => {
    const t = await quiet();
    const user = await signedInUser(t);
    const { body: upload } = await uploadImage(t, user.token, { png: await testPng(1024, 128) });
    const url = upload.data.local_image_url;
    const before = await balanceOf(t, user.token);
    for (const [sides, message] of [
      [{ top: 32 }, 'The added width and the added height must each be a multiple of 64 pixels.'],
      [{ left: 16, right: 16 }, 'Each side must be extended in steps of 32 pixels.'],
      [{}, 'Extend at least one side.'],
      [{ left: 544, right: 544 }, 'The extended image may be at most 2048 pixels wide and high.'],
      [{ top: 1984 }, 'The extended image may be at most 2048 pixels wide and high.'],
    ] as const) {
      const answer = await run(t, user.token, outpaint(url, sides));
      expect(answer.status, JSON.stringify(sides)).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_error', message });
    }
    const negative = await run(t, user.token, outpaint(url, { top: -64 }));
    expect(negative.status).toBe(400);
    expect(await balanceOf(t, user.token)).toEqual(before);
    expect((await run(t, user.token, outpaint(url, { left: 512, right: 512 }))).status).toBe(202);
  });
});
