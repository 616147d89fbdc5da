import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { generationTasks } from './generation-tasks';
import { projects } from './projects';
import { users } from './users';

export const mediaTypes = ['image', 'video'] as const;
export type MediaType = (typeof mediaTypes)[number];

/** A generated result. `(task_id, output_index)` is unique, so a retried worker stores each output once. */
export const mediaItems = pgTable(
  'media_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id'),
    // A deleted project lets its creations go back to their owners' unassigned media, never with it.
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    taskId: uuid('task_id').references(() => generationTasks.id, { onDelete: 'set null' }),
    outputIndex: integer('output_index'),
    mediaType: text('media_type').$type<MediaType>().notNull(),
    /** The template type that made it (e.g. `image-to-video`); the remix guess reads it. */
    serviceType: text('service_type').notNull(),
    templateId: text('template_id'),
    promptText: text('prompt_text').notNull().default(''),
    /** A name its owner or a project editor gave it (Rename Asset); null until then, when the prompt labels it. */
    name: text('name'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    seed: bigint('seed', { mode: 'number' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    thumbnailKey: text('thumbnail_key'),
    thumbnailContentType: text('thumbnail_content_type'),
    isFavorite: boolean('is_favorite').notNull().default(false),
    /** Media ids of the inputs by role, and the provider settings; turned into URLs when answered. */
    remixData: jsonb('remix_data').$type<Record<string, unknown>>(),
    /** The upload or media item the run started from, if any. */
    inputMediaId: uuid('input_media_id'),
    /** The step that made it from its input (`lineageKinds` in the contract): generate, variation, inpaint, remix... */
    lineageKind: text('lineage_kind'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('media_items_task_output_key').on(table.taskId, table.outputIndex),
    // NULLS FIRST is what a plain ORDER BY ... DESC means: an index in any other null order cannot serve it.
    index('media_items_owner_created_idx').on(table.ownerUserId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // One per history filter, each ending in the page order, so a filtered page is read in order and stops at its
    // last row (keyset paging) instead of sorting or skipping over every row of a big history.
    index('media_items_owner_favorite_created_idx')
      .on(table.ownerUserId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isFavorite}`),
    // `project_id IS NULL` is no equality to PostgreSQL's ordering, so the project index below cannot give
    // unassigned media in page order: they have their own.
    index('media_items_owner_unassigned_created_idx')
      .on(table.ownerUserId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.projectId} is null`),
    index('media_items_owner_type_created_idx').on(
      table.ownerUserId,
      table.mediaType,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // A project's page lists everyone's creations in it (shared projects), so it is keyed by project alone.
    index('media_items_project_created_idx').on(table.projectId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // A team workspace's history lists every member's creations in it, keyed by the team alone (most rows have none).
    index('media_items_team_created_idx')
      .on(table.teamId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.teamId} is not null`),
    // History search is a substring match ('%lake%'): trigrams find it without reading every row.
    index('media_items_prompt_trgm_idx').using('gin', sql`${table.promptText} gin_trgm_ops`),
    // The same search matches the name given with Rename Asset.
    index('media_items_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    check('media_items_media_type_check', sql`${table.mediaType} in ('image', 'video')`),
    check('media_items_size_check', sql`${table.width} > 0 and ${table.height} > 0 and ${table.sizeBytes} >= 0`),
  ],
);

export type MediaItemRow = typeof mediaItems.$inferSelect;

export const uploadPurposes = ['seed', 'guide', 'input', 'mask'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/** An image a user uploaded to use as a generation input; stored re-encoded, its metadata stripped. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    originalName: text('original_name').notNull().default(''),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    thumbnailKey: text('thumbnail_key'),
    thumbnailContentType: text('thumbnail_content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('uploads_owner_created_idx').on(table.ownerUserId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('uploads_purpose_check', sql`${table.purpose} in ('seed', 'guide', 'input', 'mask')`),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
