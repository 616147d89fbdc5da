import { describe, expect, it } from 'vitest';
import { uploadImageForAi } from '../../../contract';
import { claimedSizePng } from '../../media-processing/test-images.fixtures';
import { postForm, testPng, uploadImage } from '../../test/generation';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

const TEN_MB = 10 * 1024 * 1024;

function fileForm(data: Buffer | Uint8Array, name: string, type: string, purpose = 'seed'): FormData {
  const form = new FormData();
  form.set('image_file', new File([new Uint8Array(data)], name, { type }));
  form.set('image_purpose', purpose);
  return form;
}

describe('POST /api/v1/uploads/images', () => {
  it('stores a re-encoded image and answers its URL, which then serves only its owner', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const { status, body } = await uploadImage(t, user.token, { png: await testPng(120, 80), purpose: 'mask' });
    expect(status).toBe(201);
    expect(uploadImageForAi.answer.parse(body)).toBeTruthy();
    expect(body).toMatchObject({ success: true, data: { width: 120, height: 80 } });
    const file = await t.request(body.data.local_image_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');

    const listed = await t.get<{ images: Array<{ id: string; url: string; service_type: string; thumbnail_url: string }> }>(
      '/api/v1/uploaded-images',
      { token: user.token },
    );
    expect(listed.body.images).toMatchObject([{ id: body.data.id, service_type: 'upload', url: body.data.local_image_url }]);
    expect((await t.request(listed.body.images[0]!.thumbnail_url)).headers.get('content-type')).toBe('image/webp');
    const other = await signedInUser(t);
    expect((await t.get<{ images: unknown[] }>('/api/v1/uploaded-images', { token: other.token })).body.images).toEqual([]);
  });

  it('refuses what is not an image, with the message the user reads', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const polyglot = Buffer.concat([Buffer.from('GIF89a'), html]);
    for (const [data, name] of [[html, 'cat.png'], [Buffer.from('%PDF-1.4'), 'cat.pdf'], [polyglot, 'cat.gif']] as const) {
      const { status, body } = await postForm(t, '/api/v1/uploads/images', fileForm(data, name, 'image/png'), user.token);
      expect(status, name).toBe(400);
      expect(body).toMatchObject({ code: 'invalid_file' });
    }
    const wrong = await postForm(t, '/api/v1/uploads/images', fileForm(html, 'cat.png', 'image/png'), user.token);
    expect(wrong.body).toEqual({ code: 'invalid_file', message: 'Invalid file type. Allowed: jpg, png, webp, bmp, gif' });
  });

  it('refuses 10 MB and one byte, and an image claiming 30000 x 30000 pixels', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const png = await testPng();
    const oversized = Buffer.concat([png, Buffer.alloc(TEN_MB + 1 - png.length)]);
    const big = await postForm(t, '/api/v1/uploads/images', fileForm(oversized, 'big.png', 'image/png'), user.token);
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ code: 'payload_too_large', message: '10MB Max.' });
    const bomb = await postForm(t, '/api/v1/uploads/images', fileForm(await claimedSizePng(30_000, 30_000), 'bomb.png', 'image/png'), user.token);
    expect(bomb.status).toBe(400);
    expect(bomb.body).toMatchObject({ code: 'invalid_file', message: expect.stringContaining('too many pixels') });
  });

  it('validates the form: multipart only, a file and a known purpose', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const json = await t.post('/api/v1/uploads/images', { image_purpose: 'seed' }, { token: user.token });
    expect(json).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } });
    const form = new FormData();
    form.set('image_purpose', 'seed');
    expect((await postForm(t, '/api/v1/uploads/images', form, user.token)).body).toMatchObject({ code: 'validation_error', message: 'Image file is required.' });
    const purpose = await postForm(t, '/api/v1/uploads/images', fileForm(await testPng(), 'a.png', 'image/png', 'wallpaper'), user.token);
    expect(purpose).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    expect((await postForm(t, '/api/v1/uploads/images', fileForm(await testPng(), 'a.png', 'image/png'))).status).toBe(401);
  });

  it('lists uploads newest first with search by file name; favourites, videos and other workspaces are empty or 404', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    for (const name of ['beach.png', 'forest.png', 'beach-2.png']) await uploadImage(t, user.token, { name });
    type Listing = { images: Array<{ id: string }>; pagination: { total_items: number; total_pages: number } };
    const list = (query: string) => t.get<Listing>(`/api/v1/uploaded-images?${query}`, { token: user.token });
    expect((await list('per_page=2')).body.pagination).toMatchObject({ total_items: 3, total_pages: 2 });
    expect((await list('search=beach')).body.pagination.total_items).toBe(2);
    expect((await list('favorites_only=true')).body.images).toEqual([]);
    expect((await list('service_type=video')).body.images).toEqual([]);
    expect((await list('project_id=unassigned')).body.pagination.total_items).toBe(3);
    expect((await list('team_id=t-1')).status).toBe(404);
  });
});
