import { z } from 'zod';
import { defineCall } from './core';
import { errorCodes as E } from './errors';
import { mediaTypeSchema } from './generation';
import { generatedMediaSchema } from './media';

/**
 * The step that made a creation from what it started with: `generate` starts from words alone (no parent);
 * the others name the tool the parent went through. `remix` is a run the user started with Remix on a creation.
 */
export const lineageKinds = [
  'generate',
  'image-to-image',
  'image-to-video',
  'variation',
  'inpaint',
  'outpaint',
  'upscale',
  'background-removal',
  'remix',
] as const;
export type LineageKind = (typeof lineageKinds)[number];

/** How far up the chain of parents the details answer walks: a longer history ends in `is_truncated`. */
export const LINEAGE_MAX_STEPS = 20;

/** One ancestor the caller may see: a creation (with the step that made it) or the upload a run started from. */
const visibleAncestorSchema = z.object({
  status: z.literal('available'),
  id: z.string(),
  /** `upload` for an uploaded picture, which starts a chain. */
  kind: z.enum([...lineageKinds, 'upload']),
  type: mediaTypeSchema,
  generated_url: z.string(),
  thumbnail_url: z.string().nullable(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  creation_date: z.string(),
});

/** An ancestor the caller may not see, or one deleted since: nothing about it is told, and the chain ends there. */
const hiddenAncestorSchema = z.object({ status: z.literal('unavailable') });

export const lineageAncestorSchema = z.discriminatedUnion('status', [visibleAncestorSchema, hiddenAncestorSchema]);
export type LineageAncestor = z.infer<typeof lineageAncestorSchema>;

export const mediaLineageSchema = z.object({
  /** The step that made this creation; null for creations stored before steps were recorded. */
  kind: z.enum(lineageKinds).nullable(),
  /** Its parent first, then the parent's parent, up to `LINEAGE_MAX_STEPS`; empty when it has none. */
  ancestors: z.array(lineageAncestorSchema),
  /** The chain goes on past the last ancestor listed. */
  is_truncated: z.boolean(),
  /** The mask an inpaint run painted, when it was stored and the caller may see it. */
  mask_url: z.string().nullable(),
  /** The task that made it, only for the person who started it (GET /tasks/{taskId} tells its points). */
  task_id: z.string().nullable(),
});
export type MediaLineage = z.infer<typeof mediaLineageSchema>;

export const getGeneratedMedia = defineCall({
  name: 'getGeneratedMedia',
  method: 'get',
  path: '/generated-history/{id}',
  summary:
    'One creation with what it was made from: its chain of ancestors (bounded), each the caller may see, the rest ' +
    'answered as unavailable. Its owner, a member of its team workspace or a reader of its project may ask; anyone ' +
    'else gets 404',
  tags: ['media'],
  auth: 'session',
  params: z.object({ id: z.string().max(100) }),
  answer: z.object({ media: generatedMediaSchema, lineage: mediaLineageSchema }),
  errors: [E.unauthorized, E.notFound],
});
