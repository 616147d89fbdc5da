/** Joins class names, skipping empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/**
 * Puts our class before a caller's className, which React Aria allows to be a function of render state; the
 * result stays a function in that case so the caller's state-dependent classes keep working.
 */
export function withClassName<T>(
  ours: string | undefined,
  theirs: string | ((values: T) => string) | undefined,
): string | ((values: T) => string) {
  if (typeof theirs === 'function') return (values: T) => cx(ours, theirs(values));
  return cx(ours, theirs);
}
