import { crc32, deflateSync, inflateSync } from 'node:zlib';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface GenerationMetadata {
  prompt: string;
  negative_prompt?: string;
  seed: number | null;
  template: string;
  model?: string;
  width?: number;
  height?: number;
  params: Record<string, unknown>;
}

interface Chunk {
  type: string;
  data: Buffer;
}

function readChunks(png: Buffer): Chunk[] {
  if (png.length < 8 || !png.subarray(0, 8).equals(signature)) throw new TypeError('Not a PNG file');
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > png.length) throw new TypeError(`PNG chunk ${type} runs past the end of the file`);
    chunks.push({ type, data: png.subarray(offset + 8, offset + 8 + length) });
    offset = end;
    if (type === 'IEND') break;
  }
  return chunks;
}

function writeChunk({ type, data }: Chunk): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  // The CRC covers the type and the data, not the length (PNG spec §5.3).
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4, 8))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** iTXt carries UTF-8 (a prompt may be Arabic); tEXt is Latin-1 only. Long values are deflated. */
function itxt(keyword: string, text: string): Chunk {
  const value = Buffer.from(text, 'utf8');
  const isCompressed = value.length > 512;
  const header = Buffer.concat([
    Buffer.from(keyword, 'latin1'),
    Buffer.from([0, isCompressed ? 1 : 0, 0]), // keyword end, compression flag, method (zlib)
    Buffer.from([0, 0]), // empty language tag and translated keyword
  ]);
  return { type: 'iTXt', data: Buffer.concat([header, isCompressed ? deflateSync(value) : value]) };
}

function latin1Text(keyword: string, value: string): Chunk {
  return { type: 'tEXt', data: Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(value, 'latin1')]) };
}

function keywordOf(chunk: Chunk): string | null {
  if (chunk.type !== 'tEXt' && chunk.type !== 'iTXt' && chunk.type !== 'zTXt') return null;
  const end = chunk.data.indexOf(0);
  return end < 0 ? null : chunk.data.toString('latin1', 0, end);
}

const keywords = ['prompt', 'seed', 'template', 'params', 'parameters', 'Software'];

export interface PngText {
  keyword: string;
  text: string;
  /** tEXt for a Latin-1 value; otherwise iTXt (UTF-8). */
  isLatin1?: boolean;
}

/**
 * Writes text chunks, replacing any with the same keywords (and with `replaced`), so writing twice does not
 * duplicate them. They go right after IHDR: readers that stop before the image data still find them.
 */
export function setPngText(png: Buffer, texts: readonly PngText[], replaced: readonly string[] = []): Buffer {
  const dropped = new Set([...replaced, ...texts.map((entry) => entry.keyword)]);
  const chunks = readChunks(png).filter((chunk) => !dropped.has(keywordOf(chunk) ?? ''));
  const added = texts.map((entry) => (entry.isLatin1 ? latin1Text(entry.keyword, entry.text) : itxt(entry.keyword, entry.text)));
  const [header, ...rest] = chunks;
  if (header?.type !== 'IHDR') throw new TypeError('PNG does not start with IHDR');
  return Buffer.concat([signature, ...[header, ...added, ...rest].map(writeChunk)]);
}

/**
 * Writes the generation's prompt, seed, template and params into PNG text chunks, so a downloaded file carries
 * how it was made. `parameters` holds every fact as one JSON document for tools that read a single chunk (and for
 * this studio, which reads it back from an upload).
 */
export function embedPngMetadata(png: Buffer, metadata: GenerationMetadata, software = 'Studio'): Buffer {
  return setPngText(
    png,
    [
      { keyword: 'prompt', text: metadata.prompt },
      { keyword: 'seed', text: metadata.seed === null ? '' : String(metadata.seed), isLatin1: true },
      { keyword: 'template', text: metadata.template },
      { keyword: 'params', text: JSON.stringify(metadata.params) },
      { keyword: 'parameters', text: JSON.stringify(metadata) },
      { keyword: 'Software', text: software, isLatin1: true },
    ],
    keywords,
  );
}

/**
 * A text chunk inflates to this much at most: an upload is anyone's file, and a few kilobytes of deflated zeros
 * would otherwise inflate to gigabytes.
 */
const MAX_TEXT_BYTES = 256 * 1024;

const inflateText = (data: Buffer) => inflateSync(data, { maxOutputLength: MAX_TEXT_BYTES });

/** Every tEXt, zTXt and iTXt chunk by keyword (the last wins). Throws on a malformed file or an over-long text. */
export function readPngMetadata(png: Buffer): Record<string, string> {
  const out: Record<string, string> = {};
  for (const chunk of readChunks(png)) {
    const keyword = keywordOf(chunk);
    if (keyword === null) continue;
    const rest = chunk.data.subarray(keyword.length + 1);
    if (chunk.type === 'tEXt') out[keyword] = rest.toString('latin1');
    else if (chunk.type === 'zTXt') out[keyword] = inflateText(rest.subarray(1)).toString('latin1');
    else {
      const isCompressed = rest[0] === 1;
      const languageEnd = rest.indexOf(0, 2);
      const translatedEnd = rest.indexOf(0, languageEnd + 1);
      const value = rest.subarray(translatedEnd + 1);
      out[keyword] = (isCompressed ? inflateText(value) : value).toString('utf8');
    }
  }
  return out;
}
