import { and, desc, eq, getTableColumns, ilike, type SQL } from 'drizzle-orm';
import { historyTotalCap } from '../../../contract';
import { cappedCount } from '../../db/capped-count';
import { keysetAfter, keysetAt, type KeysetPosition } from '../../db/keyset';
import { pageWithCursor } from '../media';
import type { Executor } from '../../db/database';
import { uploads, type UploadRow } from '../../db/schema';
import { containsPattern } from '../../db/contains-pattern';

export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: Executor, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('Inserting an upload returned no row');
  return row;
}

/** One page of the owner's uploads, newest first, the cursor of the next, and the capped count when asked. */
export async function listUploads(
  db: Executor,
  filter: {
    ownerUserId: string;
    search?: string | undefined;
    limit: number;
    after: KeysetPosition | null;
    offset: number;
    withTotal: boolean;
  },
): Promise<{ rows: UploadRow[]; nextCursor: string | null; counted: number | null }> {
  const conditions: SQL[] = [eq(uploads.ownerUserId, filter.ownerUserId)];
  if (filter.search) conditions.push(ilike(uploads.originalName, containsPattern(filter.search)));
  const where = and(...conditions);
  const page = db
    .select({ ...getTableColumns(uploads), cursorAt: keysetAt(uploads.createdAt) })
    .from(uploads)
    .where(filter.after ? and(where, keysetAfter(uploads.createdAt, uploads.id, filter.after)) : where)
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(filter.limit + 1)
    .offset(filter.offset);
  const [rows, totals] = await Promise.all([page, filter.withTotal ? cappedCount(db, uploads, where, historyTotalCap) : null]);
  return { ...pageWithCursor(rows, filter.limit), counted: totals ? (totals[0]?.n ?? 0) : null };
}
