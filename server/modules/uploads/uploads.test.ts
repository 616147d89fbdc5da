import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadImageForAi } from '../../../contract';
import { mediaItems, uploads } from '../../db/schema';
import { uploadMessages } from '../../media-processing';
import { claimedSizePng } from '../../media-processing/test-images.fixtures';
import { postForm, testPng, uploadImage } from '../../test/generation';
import { seedMedia } from '../../test/media';
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

  it('limits uploads per account per minute, counting video thumbnails with them', async () => {
    const t = await createTestApp({ env: { UPLOADS_PER_MINUTE: '3' } });
    const user = await signedInUser(t);
    const png = await testPng(16, 16);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await uploadImage(t, user.token, { png })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    // Another account is not affected.
    expect((await uploadImage(t, (await signedInUser(t)).token, { png })).status).toBe(201);
    t.clock.advanceSeconds(61);
    expect((await uploadImage(t, user.token, { png })).status).toBe(201);
  });

  it('validates the form: multipart only, a file and a known purpose', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const json = await t.post('/api/v1/uploads/images', { image_purpose: 'seed' }, { token: user.token });
    expect(json).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } });
    const form = new FormData();
    form.set('image_purpose', 'seed');
    expect((await postForm(t, '/api/v1/uploads/images', form, user.token)).body).toMatchObject({
      code: 'validation_error',
      message: 'Image file is required.',
    });
    const purpose = await postForm(t, '/api/v1/uploads/images', fileForm(await testPng(), 'a.png', 'image/png', 'wallpaper'), user.token);
    expect(purpose).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    expect((await postForm(t, '/api/v1/uploads/images', fileForm(await testPng(), 'a.png', 'image/png'))).status).toBe(401);
  });

  it('lists uploads newest first with search by file name; favourites, videos and other workspaces are empty or 404', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    for (const name of ['beach.png', 'forest.png', 'beach-2.png']) await uploadImage(t, user.token, { name });
    type Listing = { images: Array<{ id: string }>; next_cursor: string | null; total?: { count: number; is_capped: boolean } };
    const list = (query: string) => t.get<Listing>(`/api/v1/uploaded-images?${query}`, { token: user.token });
    const first = await list('per_page=2&with_total=true');
    expect(first.body.total).toEqual({ count: 3, is_capped: false });
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const rest = await list(`per_page=2&cursor=${first.body.next_cursor}`);
    expect(rest.body.images).toHaveLength(1);
    expect(rest.body.next_cursor).toBeNull();
    expect(new Set([...first.body.images, ...rest.body.images].map((image) => image.id)).size).toBe(3);
    expect((await list('search=beach&with_total=true')).body.total?.count).toBe(2);
    expect((await list('favorites_only=true')).body.images).toEqual([]);
    expect((await list('service_type=video')).body.images).toEqual([]);
    expect((await list('project_id=unassigned&with_total=true')).body.total?.count).toBe(3);
    expect((await list('team_id=t-1')).status).toBe(404);
  });
});

/** Every file under the media root, relative to it. */
function storedFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('upload attacks', () => {
  const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
  const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"/>');
  const zipEntry = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(26), Buffer.from('META-INF/MANIFEST.MFMain-Class: Evil')]);
  const invalidType = { code: 'invalid_file', message: uploadMessages.invalidType };
  const tooLarge = { code: 'payload_too_large', message: '10MB Max.' };

  it('refuses each with a clear error and stores nothing, on uploads and on video thumbnails', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const png = await testPng();
    const attacks: Array<[string, Buffer, string, string, number, Record<string, string>]> = [
      ['10 MB and one byte', Buffer.concat([png, Buffer.alloc(TEN_MB + 1 - png.length)]), 'big.png', 'image/png', 413, tooLarge],
      ['a body far over the limit', Buffer.concat([png, Buffer.alloc(2 * TEN_MB)]), 'huge.png', 'image/png', 413, tooLarge],
      ['HTML and script named .png', html, 'cat.png', 'image/png', 400, invalidType],
      [
        'a GIF signature with HTML behind it',
        Buffer.concat([Buffer.from('GIF89a'), html]),
        'cat.png',
        'image/png',
        400,
        { code: 'invalid_file', message: uploadMessages.corrupt },
      ],
      ['SVG with a script, named .png', svg, 'cat.png', 'image/png', 400, invalidType],
      ['SVG as itself', svg, 'cat.svg', 'image/svg+xml', 400, invalidType],
      ['PDF', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), 'cat.pdf', 'application/pdf', 400, invalidType],
      ['a ZIP (the back half of a GIFAR) named .gif', zipEntry, 'cat.gif', 'image/gif', 400, invalidType],
      [
        'a PNG header claiming 30000 x 30000',
        await claimedSizePng(30_000, 30_000),
        'bomb.png',
        'image/png',
        400,
        { code: 'invalid_file', message: uploadMessages.tooManyPixels(40_000_000) },
      ],
    ];
    for (const [name, data, file, type, status, body] of attacks) {
      const answer = await postForm(t, '/api/v1/uploads/images', fileForm(data, file, type), user.token);
      expect(answer.status, name).toBe(status);
      expect(answer.body, name).toEqual(body);
    }

    // A video's browser-made thumbnail goes through the same door.
    const videoKey = `results/${user.userId}/clip/0.mp4`;
    await t.deps.storage.put(videoKey, Buffer.from('a video'), 'video/mp4');
    const video = await seedMedia(t.deps.db, user.userId, { mediaType: 'video', storageKey: videoKey, contentType: 'video/mp4' });
    for (const [name, data, file, type, status, body] of attacks.filter(([attack]) => !attack.startsWith('a body'))) {
      const form = new FormData();
      form.set('thumbnail_file', new File([new Uint8Array(data)], file, { type }));
      const answer = await postForm(t, `/api/v1/media/${video.id}/thumbnail`, form, user.token);
      expect(answer.status, `thumbnail: ${name}`).toBe(status);
      expect(answer.body, `thumbnail: ${name}`).toEqual(body);
    }

    expect((await t.get<{ images: unknown[] }>('/api/v1/uploaded-images', { token: user.token })).body.images).toEqual([]);
    expect(await t.deps.db.select().from(uploads).where(eq(uploads.ownerUserId, user.userId))).toEqual([]);
    const [row] = await t.deps.db.select().from(mediaItems).where(eq(mediaItems.id, video.id));
    expect(row?.thumbnailKey).toBeNull();
    expect(storedFiles(t.deps.env.MEDIA_DIR).filter((file) => !file.startsWith('.meta'))).toEqual([videoKey]);
  });

  it('re-encodes a real image carrying a payload (a PNG with a JAR or page behind it, a GIFAR), keeping only its pixels', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#22aa66' } })
      .gif()
      .toBuffer();
    const carriers: Array<[string, Buffer]> = [
      ['page.png', Buffer.concat([await testPng(40, 30), html])],
      ['archive.png', Buffer.concat([await testPng(40, 30), zipEntry])],
      ['gifar.gif', Buffer.concat([gif, zipEntry])],
    ];
    for (const [name, data] of carriers) {
      const { status, body } = await uploadImage(t, user.token, { png: data, name });
      expect(status, name).toBe(201);
      const file = await t.request(body.data.local_image_url);
      const stored = Buffer.from(await file.arrayBuffer());
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      for (const marker of ['<script', 'PK\u0003\u0004', 'Main-Class'])
        expect(stored.includes(Buffer.from(marker)), `${name}: ${marker}`).toBe(false);
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    }
  });
});
