/** The name of the unique constraint (or index) a database error violated, on either engine; null otherwise. */
export function uniqueViolation(error: unknown): string | null {
  // drizzle wraps driver errors, so look a few causes deep for the driver's own error.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
}
