import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../contract';
import { createTestApp } from '../test/test-app';
import { chooseEncoding, COMPRESS_MIN_BYTES } from './compress-json';

describe('chooseEncoding', () => {
  it('prefers brotli, honours q-values and refusals, and falls back to none', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('gzip;q=0')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('br;q=abc, \u0000;;;')).toBeNull();
  });
});

describe('JSON answers', () => {
  it('are compressed above the threshold with the coding the client takes, and vary with Accept-Encoding', async () => {
    const t = await createTestApp();
    const plain = await t.request(`${API_BASE}/openapi.json`);
    const document = await plain.text();
    expect(document.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);

    const brotli = await t.request(`${API_BASE}/openapi.json`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    const brotliBytes = Buffer.from(await brotli.arrayBuffer());
    expect(Number(brotli.headers.get('Content-Length'))).toBe(brotliBytes.length);
    expect(brotliBytes.length).toBeLessThan(document.length / 3);
    expect(brotliDecompressSync(brotliBytes).toString()).toBe(document);
    expect(brotli.headers.get('Content-Security-Policy')).toBeTruthy();

    const gzip = await t.request(`${API_BASE}/openapi.json`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(document);
  });

  it('below the threshold, and errors, go as they are', async () => {
    const t = await createTestApp();
    const health = await t.request(`${API_BASE}/health`, { headers: { 'Accept-Encoding': 'br' } });
    expect(health.status).toBe(200);
    expect(health.headers.get('Content-Encoding')).toBeNull();
    expect(await health.json()).toMatchObject({});
    const missing = await t.request(`${API_BASE}/no-such-call`, { headers: { 'Accept-Encoding': 'br' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Content-Encoding')).toBeNull();
    expect(await missing.json()).toMatchObject({ code: 'not_found' });
  });
});
