import { describe, expect, it } from 'vitest';
import { postForm, testPng } from '../../test/generation';
import { seedMedia } from '../../test/media';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';
import { createMediaUrls } from './media-urls';

const bytes = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));

/** A stored "video" of 1000 known bytes and its media row. */
async function storedVideo(t: TestApp, ownerId: string) {
  const storageKey = `results/${ownerId}/clip/0.mp4`;
  await t.deps.storage.put(storageKey, bytes, 'video/mp4');
  const row = await seedMedia(t.deps.db, ownerId, { mediaType: 'video', storageKey, contentType: 'video/mp4', sizeBytes: bytes.length });
  const urls = createMediaUrls({ secret: t.deps.secrets.codeKey, clock: t.clock });
  return { row, url: urls.fileUrl(row.id, ownerId) };
}

async function thumbnailForm(): Promise<FormData> {
  const data = new FormData();
  data.set('thumbnail_file', new File([new Uint8Array(await testPng(400, 300))], 'frame.png', { type: 'image/png' }));
  return data;
}

describe('GET /api/v1/media/files/{id}/{variant}', () => {
  it('serves the whole file, then byte ranges with 206, and 416 past the end', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const { url } = await storedVideo(t, user.userId);
    const whole = await t.request(url);
    expect(whole.status).toBe(200);
    expect(
      Object.fromEntries(
        ['content-type', 'content-length', 'accept-ranges', 'x-content-type-options'].map((h) => [h, whole.headers.get(h)]),
      ),
    ).toEqual({
      'content-type': 'video/mp4',
      'content-length': '1000',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(bytes);

    const cases: Array<[string, number, number]> = [
      ['bytes=0-99', 0, 99],
      ['bytes=900-', 900, 999],
      ['bytes=-10', 990, 999],
      ['bytes=995-5000', 995, 999],
    ];
    for (const [range, start, end] of cases) {
      const part = await t.request(url, { headers: { Range: range } });
      expect(part.status, range).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes ${start}-${end}/1000`);
      expect(part.headers.get('content-length')).toBe(String(end - start + 1));
      expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(start, end + 1));
    }
    const outside = await t.request(url, { headers: { Range: 'bytes=1000-' } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe('bytes */1000');
  });

  it('serves only the owner: by signed URL or by their bearer token; 404 for everyone else', async () => {
    const t = await createTestApp();
    const owner = await signedInUser(t, { tier: 'Plus' });
    const other = await signedInUser(t);
    const { row, url } = await storedVideo(t, owner.userId);
    const bare = `/api/v1/media/files/${row.id}/original`;
    const status = async (path: string, token?: string) =>
      (await t.request(path, token ? { headers: { Authorization: `Bearer ${token}` } } : {})).status;
    expect(await status(bare, owner.token)).toBe(200);
    expect(await status(bare)).toBe(404);
    expect(await status(bare, other.token)).toBe(404);
    expect(await status(`${bare}?t=1.${'a'.repeat(32)}`)).toBe(404);
    // Another user's token for the same file does not fit: tokens are bound to the owner.
    const forged = createMediaUrls({ secret: t.deps.secrets.codeKey, clock: t.clock }).fileUrl(row.id, other.userId);
    expect(await status(forged)).toBe(404);
    const key = await t.post<{ key_data: { full_key: string } }>('/api/v1/user/api-keys', { name: 'files' }, { token: owner.token });
    expect(await status(bare, key.body.key_data.full_key)).toBe(200);
    expect(await status('/api/v1/media/files/not-an-id/original', owner.token)).toBe(404);
    // A signed URL lasts one to two weeks.
    t.clock.advanceSeconds(15 * 24 * 3600);
    expect(await status(url)).toBe(404);
  });

  it('takes a browser-made thumbnail for an own video only', async () => {
    const t = await createTestApp();
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const { row } = await storedVideo(t, owner.userId);
    const picture = await seedMedia(t.deps.db, owner.userId);
    const { status, body } = await postForm<{ success: boolean; thumbnail_url: string }>(
      t,
      `/api/v1/media/${row.id}/thumbnail`,
      await thumbnailForm(),
      owner.token,
    );
    expect(status).toBe(200);
    const thumbnail = await t.request(body.thumbnail_url);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect((await postForm(t, `/api/v1/media/${row.id}/thumbnail`, await thumbnailForm(), other.token)).status).toBe(404);
    expect((await postForm(t, `/api/v1/media/${picture.id}/thumbnail`, await thumbnailForm(), owner.token)).status).toBe(400);
  });
});
