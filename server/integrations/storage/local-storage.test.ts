import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import type { MediaStorage } from './media-storage';

let dir: string;
let storage: MediaStorage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'studio-storage-'));
  storage = createLocalStorage({ dir: path.join(dir, 'media') });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The content-type records the store keeps beside its files. */
const records = () => readdir(path.join(dir, 'media', '.meta'), { recursive: true }).catch(() => []);

describe('local media storage', () => {
  it('stores, reads, heads and deletes an object with its content type', async () => {
    await storage.put('results/user-1/a.png', Buffer.from('hello world'), 'image/png');
    expect(await storage.head('results/user-1/a.png')).toEqual({ size: 11, contentType: 'image/png' });
    const object = await storage.get('results/user-1/a.png');
    expect({ size: object.size, contentType: object.contentType, body: await text(object.body) }).toEqual({
      size: 11,
      contentType: 'image/png',
      body: 'hello world',
    });
    await storage.delete('results/user-1/a.png');
    expect(await storage.head('results/user-1/a.png')).toBeNull();
    await expect(storage.get('results/user-1/a.png')).rejects.toMatchObject({ name: 'MediaNotFoundError' });
    await storage.delete('results/user-1/a.png'); // deleting twice is fine
  });

  it('serves inclusive byte ranges, clamps the end and refuses ranges past the end', async () => {
    await storage.put('v.mp4', Buffer.from('0123456789'), 'video/mp4');
    const middle = await storage.get('v.mp4', { start: 2, end: 5 });
    expect([middle.size, await text(middle.body)]).toEqual([4, '2345']);
    const tail = await storage.get('v.mp4', { start: 7, end: 100 });
    expect([tail.size, await text(tail.body)]).toEqual([3, '789']);
    await expect(storage.get('v.mp4', { start: 10, end: 12 })).rejects.toMatchObject({ name: 'RangeNotSatisfiableError', size: 10 });
    await expect(storage.get('v.mp4', { start: 5, end: 2 })).rejects.toMatchObject({ name: 'RangeNotSatisfiableError' });
  });

  it('records a type only when the key does not imply it, and a later put of the key with its implied type wins', async () => {
    await storage.put('results/a.png', Buffer.from('png'), 'image/png');
    expect(await records()).toEqual([]);
    await storage.put('results/b.png', Buffer.from('jpeg'), 'image/jpeg');
    expect((await storage.head('results/b.png'))?.contentType).toBe('image/jpeg');
    await storage.put('results/b.png', Buffer.from('png now'), 'image/png');
    expect((await storage.head('results/b.png'))?.contentType).toBe('image/png');
    expect(await records()).toEqual(['results']);
  });

  it('replaces atomically and leaves no temporary files behind', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => storage.put('same.txt', Buffer.from(`version ${index}`.padEnd(2000, '.')), 'text/plain')),
    );
    expect(await text((await storage.get('same.txt')).body)).toMatch(/^version \d+\.+$/);
    expect(await readdir(path.join(dir, 'media'))).toEqual(['.meta', 'same.txt']);
    expect(await readdir(path.join(dir, 'media', '.meta'))).toEqual(['same.txt.json']);
  });

  it('refuses keys that could leave the root or name hidden files', async () => {
    const bad = [
      '../escape.png',
      'a/../../b',
      '/etc/passwd',
      'a//b',
      '.meta/x.json',
      'a/.hidden',
      'a\\b',
      'a/b/',
      '',
      'x'.repeat(513),
      'é.png',
      'a\u0000b',
    ];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ name: 'InvalidStorageKeyError' });
      await expect(storage.get(key)).rejects.toMatchObject({ name: 'InvalidStorageKeyError' });
    }
    expect(await readdir(dir)).toEqual([]);
  });

  it('reads an empty object', async () => {
    await storage.put('empty.bin', Buffer.alloc(0), 'application/octet-stream');
    const object = await storage.get('empty.bin');
    expect([object.size, await text(object.body)]).toEqual([0, '']);
  });
});
