import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies of text files that decompress to the original, and skips the rest', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets', 'lang'), { recursive: true });
    const script = `export const words = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `word ${i}`))};`;
    writeFileSync(path.join(dir, 'assets', 'index-AbCd1234.js'), script);
    writeFileSync(path.join(dir, 'assets', 'lang', 'en.json'), JSON.stringify({ greeting: 'Hello '.repeat(200) }));
    writeFileSync(path.join(dir, 'assets', 'tiny-AbCd1234.js'), 'export {};');
    writeFileSync(path.join(dir, 'assets', 'font-AbCd1234.woff2'), Buffer.alloc(4096, 7));

    const written = precompressDirectory(dir).map((entry) => entry.file.split(path.sep).join('/'));

    expect(written.toSorted()).toEqual(['assets/index-AbCd1234.js', 'assets/lang/en.json']);
    const original = path.join(dir, 'assets', 'index-AbCd1234.js');
    expect(brotliDecompressSync(readFileSync(`${original}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${original}.gz`)).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'assets', 'lang', 'en.json.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'assets', 'tiny-AbCd1234.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'font-AbCd1234.woff2.br'))).toBe(false);
  });
});
