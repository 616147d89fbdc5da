import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from './fake-s3-server';
import type { MediaStorage } from './media-storage';
import { createS3Storage } from './s3-storage';

let fake: FakeS3;
let storage: MediaStorage;
const credentials = { accessKeyId: 'studio-test', secretAccessKey: 'secret' };

beforeAll(async () => {
  fake = await startFakeS3({ bucket: 'media', accessKeyId: credentials.accessKeyId });
  storage = createS3Storage({ bucket: 'media', region: 'auto', endpoint: fake.endpoint, forcePathStyle: true, credentials, keyPrefix: 'studio/' });
});
afterAll(() => fake.close());

describe('S3 media storage', () => {
  it('puts, heads, gets and deletes through the S3 protocol', async () => {
    await storage.put('results/u1/a.png', Buffer.from('png bytes'), 'image/png');
    expect(fake.objects.get('studio/results/u1/a.png')).toMatchObject({ contentType: 'image/png' });
    expect(await storage.head('results/u1/a.png')).toEqual({ size: 9, contentType: 'image/png' });
    const object = await storage.get('results/u1/a.png');
    expect([object.size, object.contentType, await text(object.body)]).toEqual([9, 'image/png', 'png bytes']);
    await storage.delete('results/u1/a.png');
    expect(await storage.head('results/u1/a.png')).toBeNull();
    await expect(storage.get('results/u1/a.png')).rejects.toMatchObject({ name: 'MediaNotFoundError' });
    expect(fake.requests.map((request) => request.method)).toEqual(['PUT', 'HEAD', 'GET', 'DELETE', 'HEAD', 'GET']);
    expect(fake.requests[0]?.path).toBe('/media/studio/results/u1/a.png');
  });

  it('asks for byte ranges and reports ranges past the end', async () => {
    await storage.put('v.mp4', Buffer.from('0123456789'), 'video/mp4');
    const middle = await storage.get('v.mp4', { start: 2, end: 5 });
    expect([middle.size, await text(middle.body)]).toEqual([4, '2345']);
    expect(fake.requests.at(-1)?.range).toBe('bytes=2-5');
    await expect(storage.get('v.mp4', { start: 20, end: 30 })).rejects.toMatchObject({ name: 'RangeNotSatisfiableError', size: 10 });
  });

  it('checks keys before any request and fails on wrong credentials', async () => {
    const before = fake.requests.length;
    await expect(storage.put('../x', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ name: 'InvalidStorageKeyError' });
    expect(fake.requests.length).toBe(before);
    const wrong = createS3Storage({ bucket: 'media', endpoint: fake.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'nobody', secretAccessKey: 'x' } });
    await expect(wrong.put('a.txt', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
  });
});
