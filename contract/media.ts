import { z } from 'zod';
import { defineCall } from './core';
import { errorCodes as E } from './errors';
import { mediaTypeSchema } from './generation';
import { generationFilterFields, generationSettingsSchema } from './media-search';
import { mediaLimits } from './values';

/** What a creation keeps so it can be remixed (spec part 2 §3). */
export const remixDataSchema = z.object({
  positivePrompt: z.string().optional(),
  seedImage: z.string().optional(),
  maskImage: z.string().optional(),
  inputImage: z.string().optional(),
  referenceImages: z.array(z.string()).optional(),
  frameImages: z.array(z.string()).optional(),
  providerSettings: z.record(z.string(), z.unknown()).optional(),
});

export const generatedMediaSchema = z.object({
  id: z.string(),
  generated_url: z.string(),
  thumbnail_url: z.string().nullable(),
  service_type: z.string(),
  type: mediaTypeSchema,
  /** The name given with Rename Asset; null when it has none and its prompt labels it. */
  name: z.string().nullable(),
  prompt_text: z.string(),
  params: z.record(z.string(), z.unknown()),
  seed: z.number().int().nullable(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  creation_date: z.string(),
  is_favorite: z.boolean(),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  status: z.string(),
  template_id: z.string().nullable(),
  input_image_url: z.string().nullable(),
  remix_data: remixDataSchema.nullable(),
});
export type GeneratedMedia = z.infer<typeof generatedMediaSchema>;

/** How far `with_total` counts: beyond it the total says "more than", so no page pays for a million-row count. */
export const historyTotalCap = 10_000;

/**
 * A page of creations or uploads, newest first (by creation time, then id). Page on with `cursor`, the
 * `next_cursor` of the page before (opaque: hand it back as it came); `page` is the older offset paging, kept
 * for clients that still send it, and slows down as it goes deeper.
 */
export const historyQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  /** Offset paging from 1; ignored when a cursor is given. */
  page: z.coerce.number().int().positive().optional(),
  per_page: z.coerce.number().int().positive().max(200).default(20),
  /** 'true' adds `total`, the matches counted up to `historyTotalCap`. */
  with_total: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(200).optional(),
  favorites_only: z.enum(['true', 'false']).optional(),
  service_type: mediaTypeSchema.optional(),
  /** A project id, or 'unassigned' for media in no project. */
  project_id: z.string().optional(),
  team_id: z.string().optional(),
  ...generationFilterFields,
});

/** What follows a page: the cursor of the next one (null at the end) and, when asked, a capped count. */
export const historyPageFields = {
  next_cursor: z.string().nullable(),
  total: z
    .object({
      /** Every match, or `historyTotalCap` when there are more. */
      count: z.number().int().nonnegative(),
      /** True when there are more than `count`. */
      is_capped: z.boolean(),
    })
    .optional(),
};

export const listGeneratedHistory = defineCall({
  name: 'listGeneratedHistory',
  method: 'get',
  path: '/generated-history',
  summary: "The caller's creations in a workspace, newest first, with search and filters",
  tags: ['media'],
  auth: 'session',
  query: historyQuerySchema,
  answer: z.object({ history: z.array(generatedMediaSchema), ...historyPageFields }),
  errors: [E.unauthorized, E.forbidden],
});

export const uploadedImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  local_url: z.string(),
  generated_url: z.string(),
  thumbnail_url: z.string().nullable(),
  service_type: z.literal('upload'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  creation_date: z.string(),
});

export const listUploadedImages = defineCall({
  name: 'listUploadedImages',
  method: 'get',
  path: '/uploaded-images',
  summary: "The caller's uploaded images, newest first",
  tags: ['media'],
  auth: 'session',
  query: historyQuerySchema,
  answer: z.object({ images: z.array(uploadedImageSchema), ...historyPageFields }),
  errors: [E.unauthorized, E.forbidden],
});

export const toggleFavorite = defineCall({
  name: 'toggleFavorite',
  method: 'post',
  path: '/media/{id}/favorite',
  summary: 'Flip the favorite mark of a creation',
  tags: ['media'],
  auth: 'session',
  params: z.object({ id: z.string() }),
  answer: z.object({ id: z.string(), is_favorite: z.boolean() }),
  errors: [E.unauthorized, E.notFound],
});

// A name is one line of text: control and format characters would break lists, zip file names and logs.
const noControlCharacters = (value: string) => !/[\p{Cc}\p{Cf}]/u.test(value);

export const mediaNameSchema = z
  .string()
  .trim()
  .min(1, 'New Name is required.')
  .max(mediaLimits.maxNameLength, `A name has at most ${mediaLimits.maxNameLength} characters.`)
  .refine(noControlCharacters, 'A name cannot contain control characters.');

export const renameGeneratedMedia = defineCall({
  name: 'renameGeneratedMedia',
  method: 'patch',
  path: '/generated-history/{id}',
  summary: 'Name a creation (Rename Asset): its owner, or an editor of the project it is in; anyone else gets 404',
  tags: ['media'],
  auth: 'session',
  params: z.object({ id: z.string() }),
  body: z.object({ name: mediaNameSchema }),
  answer: generatedMediaSchema,
  errors: [E.unauthorized, E.notFound, E.permissionDenied],
});

export const uploadImageForAi = defineCall({
  name: 'uploadImageForAi',
  method: 'post',
  path: '/uploads/images',
  summary: 'Upload an image to use as a generation input (jpeg, png, webp, bmp or gif; 10 MB at most)',
  tags: ['media'],
  auth: { scope: 'generation:write' },
  status: 201,
  bodyKind: 'multipart',
  body: z.object({ image_file: z.file(), image_purpose: z.enum(['seed', 'guide', 'input', 'mask']) }),
  answer: z.object({
    success: z.literal(true),
    message: z.string(),
    data: z.object({
      id: z.string(),
      local_image_url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      /** How the image says it was made, when it is a PNG that carries it (this studio's downloads do). */
      generation_settings: generationSettingsSchema.optional(),
    }),
  }),
  errors: [E.unauthorized, E.invalidFile, E.payloadTooLarge, E.rateLimited],
});

export const uploadVideoThumbnail = defineCall({
  name: 'uploadVideoThumbnail',
  method: 'post',
  path: '/media/{id}/thumbnail',
  summary: "Set a video's thumbnail, made in the browser from its first frame",
  tags: ['media'],
  auth: 'session',
  params: z.object({ id: z.string() }),
  bodyKind: 'multipart',
  body: z.object({ thumbnail_file: z.file() }),
  answer: z.object({ success: z.literal(true), thumbnail_url: z.string() }),
  errors: [E.unauthorized, E.notFound, E.invalidFile, E.payloadTooLarge],
});

export const mediaFileVariants = ['original', 'thumbnail'] as const;

/**
 * The bytes of a creation or an upload. Every media URL in an answer points here and carries `t`, a token
 * signed for the owner (so `<img>` and `<video>` elements, which send no Authorization header, can load it);
 * a bearer token of the owner works too. Anyone else gets 404. Range requests (`Range: bytes=...`) answer 206
 * with `Content-Range`, for video seeking; every answer says `Accept-Ranges: bytes` and
 * `X-Content-Type-Options: nosniff`.
 */
export const getMediaFile = defineCall({
  name: 'getMediaFile',
  method: 'get',
  path: '/media/files/{id}/{variant}',
  summary:
    'The file of a creation or upload (original or 300 px thumbnail), to its owner only; with S3_SIGNED_URLS, a 302 to a short-lived link signed by the media store',
  tags: ['media'],
  auth: 'none',
  params: z.object({ id: z.string(), variant: z.enum(mediaFileVariants) }),
  query: z.object({ t: z.string().optional() }),
  answerKind: 'file',
  answer: z.string(),
  errors: [E.notFound, E.rangeNotSatisfiable],
});
