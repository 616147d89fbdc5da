import type { Database } from '../db/database';
import { mediaItems, type MediaItemRow } from '../db/schema';

let counter = 0;

/** A creation straight in the database (no file behind it): enough for listing, filtering and favourites. */
export async function seedMedia(
  db: Database,
  ownerUserId: string,
  overrides: Partial<typeof mediaItems.$inferInsert> = {},
): Promise<MediaItemRow> {
  counter += 1;
  const [row] = await db
    .insert(mediaItems)
    .values({
      ownerUserId,
      mediaType: 'image',
      serviceType: 'text-to-image',
      templateId: 'text_to_image_v1',
      promptText: `picture ${counter}`,
      width: 64,
      height: 64,
      storageKey: `results/${ownerUserId}/seed/${counter}.png`,
      contentType: 'image/png',
      sizeBytes: 10,
      // Apart by a second each, so newest-first order is the order of creation.
      createdAt: new Date(Date.UTC(2026, 0, 1) + counter * 1000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('Inserting media returned no row');
  return row;
}
