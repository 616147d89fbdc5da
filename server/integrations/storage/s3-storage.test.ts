import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/fakes/fake-s3-server';
import type { MediaStorage } from './media-storage';
import { createS3Storage, s3Origin } from './s3-storage';

let fake: FakeS3;
let storage: MediaStorage;
const credentials = { accessKeyId: 'studio-test', secretAccessKey: 'secret' };

beforeAll(async () => {
  fake = await startFakeS3({ bucket: 'media', accessKeyId: credentials.accessKeyId });
  storage = createS3Storage({
    bucket: 'media',
    region: 'auto',
    endpoint: fake.endpoint,
    forcePathStyle: true,
    credentials,
    keyPrefix: 'studio/',
  });
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
    const wrong = createS3Storage({
      bucket: 'media',
      endpoint: fake.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'nobody', secretAccessKey: 'x' },
    });
    await expect(wrong.put('a.txt', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
  });

  it('signs short-lived GET links, when asked to, that answer with the type and caching the API chose', async () => {
    expect(storage.signing).toBeUndefined();
    const signed = createS3Storage({
      bucket: 'media',
      region: 'auto',
      endpoint: fake.endpoint,
      forcePathStyle: true,
      credentials,
      keyPrefix: 'studio/',
      signedUrls: true,
    });
    await signed.put('results/u1/clip.mp4', Buffer.from('0123456789'), 'binary/octet-stream');
    const link = await signed.signing!.url('results/u1/clip.mp4', {
      expiresInSeconds: 60,
      contentType: 'video/mp4',
      cacheControl: 'private, max-age=5',
    });
    expect(link.startsWith(`${fake.endpoint}/media/studio/results/u1/clip.mp4?`)).toBe(true);
    expect(new URL(link).searchParams.get('X-Amz-Expires')).toBe('60');
    expect(signed.signing!.origin).toBe(fake.endpoint);

    const whole = await fetch(link);
    expect([whole.status, whole.headers.get('content-type'), whole.headers.get('cache-control'), await whole.text()]).toEqual([
      200,
      'video/mp4',
      'private, max-age=5',
      '0123456789',
    ]);
    const part = await fetch(link, { headers: { Range: 'bytes=2-4' } });
    expect([part.status, await part.text()]).toEqual([206, '234']);

    const tampered = new URL(link);
    tampered.searchParams.set('X-Amz-Credential', tampered.searchParams.get('X-Amz-Credential')!.replace('studio-test', 'nobody'));
    expect((await fetch(tampered)).status).toBe(403);
  });

  it('knows the origin its links point at: the endpoint, the bucket host, or AWS', () => {
    expect(s3Origin({ bucket: 'media', endpoint: 'http://localhost:9000/', forcePathStyle: true })).toBe('http://localhost:9000');
    expect(s3Origin({ bucket: 'media', endpoint: 'https://abc.r2.cloudflarestorage.com' })).toBe(
      'https://media.abc.r2.cloudflarestorage.com',
    );
    expect(s3Origin({ bucket: 'media', region: 'eu-west-1' })).toBe('https://media.s3.eu-west-1.amazonaws.com');
  });
});
