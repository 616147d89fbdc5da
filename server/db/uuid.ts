const uuidPattern = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** Row ids are UUIDs: anything else cannot name a row, and PostgreSQL would refuse it in a uuid column. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
