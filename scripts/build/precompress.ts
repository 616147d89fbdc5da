import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; fonts, images and videos are compressed already. */
const compressible = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/i;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 512;

export interface PrecompressedFile {
  file: string;
  bytes: number;
  brotli: number;
  gzip: number;
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `name.br` (brotli at its best quality) and `name.gz` (gzip level 9) beside every text file of a built
 * app, once at build time, so the server sends them without compressing anything per request. A copy that would
 * not be smaller is not written.
 */
export function precompressDirectory(dir: string): PrecompressedFile[] {
  const written: PrecompressedFile[] = [];
  for (const file of filesUnder(dir)) {
    if (!compressible.test(file) || statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    const brotli = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    const gzip = gzipSync(source, { level: 9 });
    if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
    written.push({ file: path.relative(dir, file), bytes: source.length, brotli: brotli.length, gzip: gzip.length });
  }
  return written;
}

/** The Vite plugin: precompresses the output folder after everything, public files included, is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'studio:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = precompressDirectory(outDir);
      this.info(`precompressed ${files.length} files with brotli and gzip`);
    },
  };
}
