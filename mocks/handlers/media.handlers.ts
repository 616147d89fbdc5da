import {
  historyTotalCap,
  listGeneratedHistory,
  listHistoryFacets,
  listUploadedImages,
  renameGeneratedMedia,
  toggleFavorite,
  uploadImageForAi,
  uploadVideoThumbnail,
  type CallAnswer,
  type GeneratedMedia,
  type GenerationSettings,
} from '@contract';
import { mockCall, mockError, mockPending } from '../contract-handler';
import { buildGeneratedMedia, buildHistory, buildUploadedImages, generatedMediaAt, pictureAt } from '../fixtures/media.fixtures';

type UploadedImage = CallAnswer<typeof listUploadedImages>['images'][number];

const serverError = { message: '', code: 'internal_error' };
const maxUploadBytes = 10 * 1024 * 1024;
const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/bmp', 'image/gif'];

/**
 * Which slice of `total` items a request asks for, and the contract's fields after it. The mock's cursor is the
 * offset of the next page (the server's is opaque too, so nothing may read it); `page` is the older offset paging.
 */
function pageRequest(request: Request, total: number) {
  const search = new URL(request.url).searchParams;
  const perPage = Math.min(200, Math.max(1, Number(search.get('per_page') ?? 20)));
  const cursor = search.get('cursor');
  const start = cursor ? Number(cursor.replace(/^offset-/, '')) : (Math.max(1, Number(search.get('page') ?? 1)) - 1) * perPage;
  const end = Math.min(total, start + perPage);
  return {
    start,
    end,
    fields: {
      next_cursor: end < total ? `offset-${end}` : null,
      ...(search.get('with_total') === 'true'
        ? { total: { count: Math.min(total, historyTotalCap), is_capped: total > historyTotalCap } }
        : {}),
    },
  };
}

function pageOf<T>(items: readonly T[], request: Request) {
  const { start, end, fields } = pageRequest(request, items.length);
  return { items: items.slice(start, end), fields };
}

const mediaRefusalBodies = {
  invalidType: { message: 'Invalid file type. Allowed: jpg, png, webp, bmp, gif', code: 'invalid_file' },
  tooLarge: { message: 'The file is larger than 10 MB.', code: 'payload_too_large' },
};

/** The query fields a history filters by; a request with none of them is a page of the whole list. */
const historyFilterKeys = [
  'search',
  'favorites_only',
  'service_type',
  'project_id',
  'negative_prompt',
  'seed',
  'template_id',
  'model',
  'size',
];

/** What made a creation, as the server matches it: the negative prompt anywhere, the rest exactly. */
function matchesGeneration(media: GeneratedMedia, search: URLSearchParams): boolean {
  const negative = search.get('negative_prompt')?.trim().toLowerCase();
  const seed = search.get('seed');
  const template = search.get('template_id');
  const model = search.get('model');
  const size = search.get('size');
  return (
    (!negative ||
      String(media.params.negative_prompt ?? '')
        .toLowerCase()
        .includes(negative)) &&
    (!seed || media.seed === Number(seed)) &&
    (!template || media.template_id === template) &&
    (!model || media.params.model === model) &&
    (!size || `${media.width}x${media.height}` === size)
  );
}

/**
 * The server's filters (spec part 2 §7): prompt or name search, favorites, media type, project or 'unassigned',
 * and what made the creation.
 */
function filterHistory(items: readonly GeneratedMedia[], search: URLSearchParams): readonly GeneratedMedia[] {
  const text = search.get('search')?.trim().toLowerCase();
  const type = search.get('service_type');
  const project = search.get('project_id');
  if (!historyFilterKeys.some((key) => search.get(key))) return items;
  return items.filter(
    (media) =>
      (!text || media.prompt_text.toLowerCase().includes(text) || Boolean(media.name?.toLowerCase().includes(text))) &&
      (search.get('favorites_only') !== 'true' || media.is_favorite) &&
      (!type || media.type === type) &&
      (!project || (project === 'unassigned' ? media.project_id === null : media.project_id === project)) &&
      matchesGeneration(media, search),
  );
}

/** How many times each key occurs, most first (ties by key); null keys are not counted. */
function counted(keys: Array<string | null>): Array<{ id: string; count: number }> {
  const counts = new Map<string, number>();
  for (const key of keys) if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].toSorted(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([id, count]) => ({ id, count }));
}

/** How many of `items` each template, model and size made, most first: the facets call's answer. */
function facetsOf(items: readonly GeneratedMedia[]): CallAnswer<typeof listHistoryFacets> {
  return {
    templates: counted(items.map((media) => media.template_id)),
    models: counted(items.map((media) => (typeof media.params.model === 'string' ? media.params.model : null))),
    sizes: counted(items.map((media) => `${media.width}x${media.height}`)).map(({ id, count }) => {
      const [width, height] = id.split('x').map(Number) as [number, number];
      return { width, height, count };
    }),
  };
}

/** History answered page by page from `source`, filtered as the server would. */
function pagedHistory(source: () => readonly GeneratedMedia[]) {
  return mockCall(listGeneratedHistory, ({ request }) => {
    const { items, fields } = pageOf(filterHistory(source(), new URL(request.url).searchParams), request);
    return { history: [...items], ...fields };
  });
}

/**
 * A history of `total` creations made on demand (`at` builds the one at an index): unfiltered pages are built from
 * their indexes alone, so paging through 10,000 items costs only the pages asked for; a filter builds the whole
 * list once.
 */
function generatedHistory(total: number, at: (index: number) => GeneratedMedia = generatedMediaAt) {
  let all: GeneratedMedia[] | null = null;
  return mockCall(listGeneratedHistory, ({ request }) => {
    const search = new URL(request.url).searchParams;
    const isFiltered = historyFilterKeys.some((key) => search.get(key));
    if (isFiltered) {
      all ??= Array.from({ length: total }, (_, index) => at(index));
      const { items, fields } = pageOf(filterHistory(all, search), request);
      return { history: [...items], ...fields };
    }
    const { start, end, fields } = pageRequest(request, total);
    return { history: Array.from({ length: Math.max(0, end - start) }, (_, offset) => at(start + offset)), ...fields };
  });
}

function isGeneratedFavorite(id: string): boolean {
  const index = Number(/^media-(\d+)$/.exec(id)?.[1]) - 1;
  return Number.isInteger(index) && index >= 0 && generatedMediaAt(index).is_favorite;
}

function pagedUploads(images: readonly UploadedImage[]) {
  return mockCall(listUploadedImages, ({ request }) => {
    const { items, fields } = pageOf(images, request);
    return { images: [...items], ...fields };
  });
}

export const mediaHandlers = {
  /** 24 creations by default: a little more than a gallery page. */
  history: (items: readonly GeneratedMedia[] = buildHistory(24)) => pagedHistory(() => items),
  historyOfSize: generatedHistory,
  historyEmpty: () => pagedHistory(() => []),
  historyPending: () => mockPending(listGeneratedHistory),
  historyFailed: () => mockError(listGeneratedHistory, 500, serverError),
  /** The Filters' choices, counted from `items` (the default history's 24). */
  historyFacets: (items: readonly GeneratedMedia[] = buildHistory(24)) => mockCall(listHistoryFacets, () => facetsOf(items)),
  historyFacetsFailed: () => mockError(listHistoryFacets, 500, serverError),

  uploadedImages: (images: readonly UploadedImage[] = buildUploadedImages(12)) => pagedUploads(images),
  uploadedImagesEmpty: () => pagedUploads([]),
  uploadedImagesPending: () => mockPending(listUploadedImages),
  uploadedImagesFailed: () => mockError(listUploadedImages, 500, serverError),

  /**
   * Flips the mark and remembers it across calls. A creation's first mark is what `wasFavorite` says: by default
   * the rule of the generated history, so toggling any item of `history()` or `historyOfSize()` answers right.
   */
  toggleFavorite: (wasFavorite: (id: string) => boolean = isGeneratedFavorite) => {
    const marks = new Map<string, boolean>();
    return mockCall(toggleFavorite, ({ params }) => {
      const id = String(params.id);
      const isFavorite = !(marks.get(id) ?? wasFavorite(id));
      marks.set(id, isFavorite);
      return { id, is_favorite: isFavorite };
    });
  },
  toggleFavoriteFailed: () => mockError(toggleFavorite, 500, serverError),

  /** Rename Asset: answers the creation with its new name, trimmed as the server trims it. */
  renameMedia: () =>
    mockCall(renameGeneratedMedia, async ({ params, request }) => {
      const { name } = (await request.json()) as { name: string };
      return buildGeneratedMedia({ id: String(params.id), name: name.trim() });
    }),
  renameMediaPending: () => mockPending(renameGeneratedMedia),
  renameMediaFailed: () => mockError(renameGeneratedMedia, 500, serverError),

  /**
   * Checks the upload as the server does: an image type, 10 MB at most. With `settings`, the file is a PNG that
   * says how it was made, and the answer carries them.
   */
  uploadImage: (settings?: GenerationSettings) =>
    mockCall(uploadImageForAi, async ({ request }) => {
      const file = (await request.formData()).get('image_file');
      if (!(file instanceof File) || !imageTypes.includes(file.type)) return Response.json(mediaRefusalBodies.invalidType, { status: 400 });
      if (file.size > maxUploadBytes) return Response.json(mediaRefusalBodies.tooLarge, { status: 413 });
      const data = {
        id: 'upload-new',
        local_image_url: pictureAt(9),
        width: 1024,
        height: 1024,
        ...(settings ? { generation_settings: settings } : {}),
      };
      return { success: true as const, message: 'Image uploaded.', data };
    }),
  uploadImageInvalidType: () => mockError(uploadImageForAi, 400, mediaRefusalBodies.invalidType),
  uploadImageTooLarge: () => mockError(uploadImageForAi, 413, mediaRefusalBodies.tooLarge),
  uploadImagePending: () => mockPending(uploadImageForAi),

  uploadThumbnail: () =>
    mockCall(uploadVideoThumbnail, ({ params }) => ({
      success: true as const,
      thumbnail_url: pictureAt(Number(String(params.id).replace(/\D/g, '')) || 0),
    })),

  defaults: () => [
    mediaHandlers.history(),
    mediaHandlers.uploadedImages(),
    mediaHandlers.toggleFavorite(),
    mediaHandlers.renameMedia(),
    mediaHandlers.uploadImage(),
    mediaHandlers.uploadThumbnail(),
  ],
};
