/**
 * The largest seed drawn: 2^31 - 1, "about 2.1 billion" in the spec (part 2 §9), and the largest a 32-bit signed
 * integer holds, which is what providers accept.
 */
export const maxSeed = 2_147_483_647;

/** A random seed from 1 to `maxSeed`. */
export function randomSeed(random: () => number = Math.random): number {
  return 1 + Math.floor(random() * maxSeed);
}

/** Whether a seed field asks for a random seed: empty, or -1 (spec part 2 §5). */
export function isRandomSeed(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string' && value.trim() === '') return true;
  const number = Number(value);
  return !Number.isFinite(number) || number === -1;
}

/** The seed a run sends: the user's own, or one drawn now, so the result can be reproduced from its params. */
export function seedForRun(value: unknown, random: () => number = Math.random): number {
  return isRandomSeed(value) ? randomSeed(random) : Math.trunc(Number(value));
}
