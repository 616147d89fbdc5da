/** An ILIKE pattern matching `search` anywhere: `%` and `_` in it are letters to look for, not wildcards. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}
