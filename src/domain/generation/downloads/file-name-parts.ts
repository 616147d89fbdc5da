/**
 * Pieces of file names every common system accepts. Windows refuses `< > : " / \ | ? *`, control characters, a
 * name ending in a dot or a space, and its device names (CON, PRN, AUX, NUL, COM1-9, LPT1-9) whatever follows
 * them; macOS refuses `:` and `/`; most file systems cap a name at 255 bytes. So a part keeps only letters of any
 * script (Arabic stays Arabic), their combining marks and digits, joined by `-`, within a number of UTF-8 bytes.
 */

const encoder = new TextEncoder();

export const byteLength = (text: string) => encoder.encode(text).length;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The longest start of `text` that fits in `maxBytes` of UTF-8, never parting a letter from its marks. */
export function cutToBytes(text: string, maxBytes: number): string {
  let cut = '';
  let bytes = 0;
  for (const { segment } of graphemes.segment(text)) {
    bytes += byteLength(segment);
    if (bytes > maxBytes) break;
    cut += segment;
  }
  return cut;
}

/**
 * The words of a text: runs of letters, marks and digits. Invisible format characters (direction overrides that
 * could disguise an extension, joiners) and the Arabic tatweel, which only stretches a line, go; an apostrophe
 * does not split a word ("fox's" is one).
 */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFC')
    .replace(/[\p{Cf}\u0640'’]/gu, '')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .map((word) => word.replace(/^\p{M}+/u, ''))
    .filter((word) => word !== '');
}

/** Words joined by `-` while they fit in `maxBytes` (and `maxWords`); a first word too long alone is cut. */
export function joinWithin(words: readonly string[], maxBytes: number, maxWords = Number.POSITIVE_INFINITY): string {
  let joined = '';
  for (const word of words.slice(0, maxWords)) {
    const next = joined ? `${joined}-${word}` : word;
    if (byteLength(next) > maxBytes) return joined || cutToBytes(word, maxBytes);
    joined = next;
  }
  return joined;
}

const deviceName = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/** A name Windows keeps for a device gets an underscore, which makes it an ordinary name. */
export const freeOfDeviceNames = (name: string) => (deviceName.test(name) ? `${name}_` : name);

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day of an instant where the user is, as YYYY-MM-DD; '' without a valid instant. */
export function localDay(instant: string | undefined): string {
  const date = new Date(instant ?? '');
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
