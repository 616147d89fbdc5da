/**
 * One rule for every string of every call: no NUL character and no unpaired surrogate. PostgreSQL cannot store
 * either in a text column (and UTF-8 cannot encode the second), so such a string would fail deep inside the
 * server; the contract refuses it at the door instead, for every field, key, query parameter and file name.
 */
const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_MESSAGE_SUFFIX = 'contains a character that is not allowed.';

export function isSafeText(text: string): boolean {
  return !text.includes('\u0000') && !unpairedSurrogate.test(text);
}

/** The path of the first string (or object key) in `value` that breaks the rule, or null when all are safe. */
export function findUnsafeText(value: unknown, path: readonly (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return isSafeText(value) ? null : [...path];
  if (typeof File !== 'undefined' && value instanceof File) return isSafeText(value.name) ? null : [...path];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) return [...path, key];
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
