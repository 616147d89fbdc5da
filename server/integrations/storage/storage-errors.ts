/** No object under this key. The API answers 404. */
export class MediaNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object under ${key}`);
    this.name = 'MediaNotFoundError';
  }
}

/** The byte range starts past the end of the object. The API answers 416. */
export class RangeNotSatisfiableError extends Error {
  constructor(
    readonly key: string,
    readonly size: number,
  ) {
    super(`The range is outside ${key} (${size} bytes)`);
    this.name = 'RangeNotSatisfiableError';
  }
}

/** A key that could escape the store or name something hidden; always a bug in the caller, never user input. */
class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/**
 * Keys are slash-separated segments of letters, digits, dot, dash and underscore, each starting with a letter or
 * digit: no "..", no hidden names, no absolute paths, no backslashes, so a key cannot leave the store's root on any
 * file system. The same rule applies to S3 so both adapters accept exactly the same keys.
 */
const keyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function checkStorageKey(key: string): string {
  if (key.length === 0 || key.length > 512 || !keyPattern.test(key)) throw new InvalidStorageKeyError(key);
  return key;
}

/** Checks an inclusive byte range against the object's size; the end is clamped to the last byte, as HTTP does. */
export function clampRange(key: string, size: number, range: { start: number; end: number }): { start: number; end: number } {
  const isValid = Number.isInteger(range.start) && Number.isInteger(range.end) && range.start >= 0 && range.end >= range.start;
  if (!isValid || range.start >= size) throw new RangeNotSatisfiableError(key, size);
  return { start: range.start, end: Math.min(range.end, size - 1) };
}
