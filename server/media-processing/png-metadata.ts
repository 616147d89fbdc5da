import { crc32, deflateSync, inflateSync } from 'node:zlib';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface GenerationMetadata {
  prompt: string;
  seed: number | null;
  template: string;
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

/**
 * Writes the generation's prompt, seed, template and params into PNG text chunks, so a downloaded file carries
 * how it was made. Chunks with the same keywords are replaced, so embedding twice does not duplicate them.
 * `parameters` holds the same facts as one JSON document for tools that read a single chunk.
 */
export function embedPngMetadata(png: Buffer, metadata: GenerationMetadata, software = 'Studio'): Buffer {
  const chunks = readChunks(png).filter((chunk) => !keywords.includes(keywordOf(chunk) ?? ''));
  const added: Chunk[] = [
    itxt('prompt', metadata.prompt),
    latin1Text('seed', metadata.seed === null ? '' : String(metadata.seed)),
    itxt('template', metadata.template),
    itxt('params', JSON.stringify(metadata.params)),
    itxt('parameters', JSON.stringify(metadata)),
    latin1Text('Software', software),
  ];
  // Text chunks go right after IHDR: readers that stop before the image data still find them.
  const [header, ...rest] = chunks;
  if (header?.type !== 'IHDR') throw new TypeError('PNG does not start with IHDR');
  return Buffer.concat([signature, ...[header, ...added, ...rest].map(writeChunk)]);
}

/** Every tEXt, zTXt and iTXt chunk by keyword (the last wins). */
export function readPngMetadata(png: Buffer): Record<string, string> {
  const out: Record<string, string> = {};
  for (const chunk of readChunks(png)) {
    const keyword = keywordOf(chunk);
    if (keyword === null) continue;
    const rest = chunk.data.subarray(keyword.length + 1);
    if (chunk.type === 'tEXt') out[keyword] = rest.toString('latin1');
    else if (chunk.type === 'zTXt') out[keyword] = inflateSync(rest.subarray(1)).toString('latin1');
    else {
      const isCompressed = rest[0] === 1;
      const languageEnd = rest.indexOf(0, 2);
      const translatedEnd = rest.indexOf(0, languageEnd + 1);
      const value = rest.subarray(translatedEnd + 1);
      out[keyword] = (isCompressed ? inflateSync(value) : value).toString('utf8');
    }
  }
  return out;
}
