import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/fakes/fake-s3-server';
import { createS3Storage } from '../../integrations/storage/s3-storage';
import { uploadImage } from '../../test/generation';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

let fake: FakeS3;
const credentials = { accessKeyId: 'studio-test', secretAccessKey: 'secret' };

beforeAll(async () => {
  fake = await startFakeS3({ bucket: 'media', accessKeyId: credentials.accessKeyId });
});
afterAll(() => fake.close());

describe('media files from a store that signs links (S3_SIGNED_URLS)', () => {
  it('redirects the owner to a short-lived link that serves the bytes, and answers anyone else 404 without one', async () => {
    const storage = createS3Storage({ bucket: 'media', endpoint: fake.endpoint, forcePathStyle: true, credentials, signedUrls: true });
    const t = await createTestApp({ overrides: { storage } });
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const upload = (await uploadImage(t, owner.token, { name: 'harbour.png' })).body.data;

    for (const [variant, type] of [
      ['original', 'image/png'],
      ['thumbnail', 'image/webp'],
    ] as const) {
      const url = upload.local_image_url.replace('/original', `/${variant}`);
      const asked = fake.requests.length;
      const redirect = await t.request(url);
      expect(redirect.status, variant).toBe(302);
      expect(fake.requests.length, 'the redirect asks the store nothing').toBe(asked);
      const location = redirect.headers.get('location') ?? '';
      expect(location.startsWith(`${fake.endpoint}/media/`)).toBe(true);
      expect(redirect.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      const file = await fetch(location);
      expect([file.status, file.headers.get('content-type')]).toEqual([200, type]);
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe(type === 'image/png' ? 'png' : 'webp');
    }

    const bare = upload.local_image_url.split('?')[0]!;
    for (const headers of [{ Authorization: `Bearer ${other.token}` }, {}] as Array<Record<string, string>>) {
      const refused = await t.request(bare, { headers });
      expect(refused.status).toBe(404);
      expect(refused.headers.get('location')).toBeNull();
    }
  });

  it('lets the app load media from the store in its content security policy', async () => {
    const storage = createS3Storage({ bucket: 'media', endpoint: fake.endpoint, forcePathStyle: true, credentials, signedUrls: true });
    const t = await createTestApp({ overrides: { storage } });
    // The page's policy governs what the app loads; API answers carry a strict policy of their own.
    const page = await t.request('/workshop/default', { headers: { Accept: 'text/html' } });
    const policy = page.headers.get('content-security-policy') ?? '';
    for (const name of ['img-src', 'media-src', 'connect-src'])
      expect(policy).toMatch(new RegExp(`${name} [^;]*${fake.endpoint.replaceAll('.', '\\.')}`));
  });
});
