import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { mediaItems, uploads, type UploadRow } from '../../db/schema';
import { isUuid } from '../../db/uuid';

/** A stored file behind a media URL: a creation or an upload (their ids never collide: both are UUIDs). */
export interface FileRecord {
  id: string;
  kind: 'media' | 'upload';
  ownerUserId: string;
  storageKey: string;
  contentType: string;
  thumbnailKey: string | null;
  thumbnailContentType: string | null;
  width: number;
  height: number;
  mediaType: 'image' | 'video';
}

export async function findFileRecord(db: Executor, id: string): Promise<FileRecord | null> {
  if (!isUuid(id)) return null;
  const [media] = await db.select().from(mediaItems).where(eq(mediaItems.id, id));
  if (media) return { ...media, kind: 'media' };
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, id));
  return upload ? { ...upload, kind: 'upload', mediaType: 'image' } : null;
}

export async function findUpload(db: Executor, id: string): Promise<UploadRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row ?? null;
}
