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

interface Step {
  key: string | number;
  parent: Step | null;
}

function pathOf(step: Step | null): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = step; at; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The path of the first string (or object key) in `value` that breaks the rule, or null when all are safe.
 * Iterative, with paths linked to their parents, so a body nested a hundred thousand levels deep can neither
 * overflow the stack nor cost time by the square of its depth.
 */
export function findUnsafeText(value: unknown): (string | number)[] | null {
  const pending: Array<[unknown, Step | null]> = [[value, null]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, step] = next;
    if (typeof item === 'string') {
      if (!isSafeText(item)) return pathOf(step);
    } else if (typeof File !== 'undefined' && item instanceof File) {
      if (!isSafeText(item.name)) return pathOf(step);
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1) pending.push([item[index], { key: index, parent: step }]);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item).toReversed()) {
        if (!isSafeText(key)) return pathOf({ key, parent: step });
        pending.push([child, { key, parent: step }]);
      }
    }
  }
  return null;
}
