import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isUuid } from './uuid';

/**
 * Keyset paging on (created_at, id), newest first: a page starts below the last row of the page before, so
 * any page costs what the first one does, however deep. The position carries created_at as PostgreSQL's own
 * text in UTC with microseconds: a JavaScript Date keeps only milliseconds, and rows made in the same
 * millisecond would be skipped or repeated.
 */
export interface KeysetPosition {
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ` */
  at: string;
  id: string;
}

const positionAt = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The column to select beside a row so that its position can be handed out as a cursor. */
export function keysetAt(createdAt: AnyColumn): SQL<string> {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows after `position` in newest-first order: one row comparison, which the (…, created_at, id) indexes serve. */
export function keysetAfter(createdAt: AnyColumn, id: AnyColumn, position: KeysetPosition): SQL {
  return sql`(${createdAt}, ${id}) < (${position.at}::timestamptz, ${position.id}::uuid)`;
}

/** An opaque cursor for a position: base64url of a small JSON pair. */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

/** The position a cursor names, or null for anything this server did not hand out. */
export function decodeCursor(cursor: string): KeysetPosition | null {
  let pair: unknown;
  try {
    pair = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(pair) || pair.length !== 2) return null;
  const [at, id] = pair as unknown[];
  if (typeof at !== 'string' || typeof id !== 'string' || !positionAt.test(at) || !isUuid(id)) return null;
  if (Number.isNaN(Date.parse(at))) return null;
  return { at, id };
}
