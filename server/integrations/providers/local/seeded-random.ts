/**
 * Deterministic randomness for the local provider: the same prompt and seed must give the same bytes on every
 * run, so nothing here may touch Math.random or the clock.
 */

/** FNV-1a over UTF-16 code units, then a murmur3 finaliser so nearby inputs land far apart. */
export function hashString(text: string, salt = 0): number {
  let hash = (0x811c9dc5 ^ salt) >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return finalise(hash);
}

/** Mixes two 32-bit values into one (used to combine a word's hash with the seed). */
export function mixHash(a: number, b: number): number {
  return finalise((a ^ Math.imul(b, 0x9e3779b1)) >>> 0);
}

function finalise(value: number): number {
  let hash = value >>> 0;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: small, fast and good enough for art; not for anything secret. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

const stopWords = new Set(['a', 'an', 'the', 'of', 'and', 'or', 'in', 'on', 'at', 'with', 'to', 'for', 'by', 'from', 'is', 'are']);

/** The words that shape a composition: lower-cased, de-duplicated, in prompt order, stop words dropped. */
export function promptWords(prompt: string, limit = 12): string[] {
  const words = prompt
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !stopWords.has(word));
  return [...new Set(words)].slice(0, limit);
}
