import { count, desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { mediaItems } from '../../db/schema';
import { historyConditions, type HistoryFilter } from './media.repository';

/** The most choices a facet lists: a long tail of one-off sizes is better typed than scrolled. */
const FACET_LIMIT = 50;

export interface HistoryFacets {
  templates: Array<{ id: string; count: number }>;
  models: Array<{ id: string; count: number }>;
  sizes: Array<{ width: number; height: number; count: number }>;
}

/** How many creations of the list each template, model and size made, most first (ties by value, for a stable order). */
export async function historyFacets(db: Executor, filter: HistoryFilter): Promise<HistoryFacets> {
  const where = historyConditions(filter);
  const model = sql<string | null>`${mediaItems.params}->>'model'`;
  const n = count();
  const [templates, models, sizes] = await Promise.all([
    db
      .select({ id: mediaItems.templateId, count: n })
      .from(mediaItems)
      .where(where)
      .groupBy(mediaItems.templateId)
      .orderBy(desc(n), mediaItems.templateId)
      .limit(FACET_LIMIT + 1),
    db
      .select({ id: model, count: n })
      .from(mediaItems)
      .where(where)
      .groupBy(model)
      .orderBy(desc(n), model)
      .limit(FACET_LIMIT + 1),
    db
      .select({ width: mediaItems.width, height: mediaItems.height, count: n })
      .from(mediaItems)
      .where(where)
      .groupBy(mediaItems.width, mediaItems.height)
      .orderBy(desc(n), mediaItems.width, mediaItems.height)
      .limit(FACET_LIMIT),
  ]);
  // A group of creations with no template or model (made before either was recorded) is no choice to offer.
  const named = (rows: Array<{ id: string | null; count: number }>) =>
    rows.flatMap((row) => (row.id ? [{ id: row.id, count: Number(row.count) }] : [])).slice(0, FACET_LIMIT);
  return { templates: named(templates), models: named(models), sizes: sizes.map((row) => ({ ...row, count: Number(row.count) })) };
}
