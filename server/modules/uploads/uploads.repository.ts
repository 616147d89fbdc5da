import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { uploads, type UploadRow } from '../../db/schema';
import { containsPattern } from '../../db/contains-pattern';

export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: Executor, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('Inserting an upload returned no row');
  return row;
}

export async function listUploads(
  db: Executor,
  filter: { ownerUserId: string; search?: string | undefined; limit: number; offset: number },
): Promise<{ rows: UploadRow[]; total: number }> {
  const conditions: SQL[] = [eq(uploads.ownerUserId, filter.ownerUserId)];
  if (filter.search) conditions.push(ilike(uploads.originalName, containsPattern(filter.search)));
  const where = and(...conditions);
  const [totals] = await db.select({ n: count() }).from(uploads).where(where);
  const total = totals?.n ?? 0;
  if (filter.offset >= total) return { rows: [], total };
  const rows = await db
    .select()
    .from(uploads)
    .where(where)
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { rows, total };
}
