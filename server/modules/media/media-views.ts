import type { GeneratedMedia, Result } from '../../../contract';
import type { MediaItemRow } from '../../db/schema';
import type { MediaUrls } from './media-urls';

/** How remix data is stored: input images by media id, turned into the owner's URLs when answered. */
export interface StoredRemixData {
  positivePrompt?: string;
  seedImage?: string;
  maskImage?: string;
  inputImage?: string;
  referenceImages?: string[];
  frameImages?: string[];
  providerSettings?: Record<string, unknown>;
}

function remixView(stored: StoredRemixData | null, ownerId: string, urls: MediaUrls): GeneratedMedia['remix_data'] {
  if (!stored) return null;
  const url = (id: string | undefined) => (id ? urls.fileUrl(id, ownerId) : undefined);
  const view: NonNullable<GeneratedMedia['remix_data']> = {};
  if (stored.positivePrompt !== undefined) view.positivePrompt = stored.positivePrompt;
  for (const key of ['seedImage', 'maskImage', 'inputImage'] as const) {
    const value = url(stored[key]);
    if (value) view[key] = value;
  }
  if (stored.referenceImages) view.referenceImages = stored.referenceImages.map((id) => urls.fileUrl(id, ownerId));
  if (stored.frameImages) view.frameImages = stored.frameImages.map((id) => urls.fileUrl(id, ownerId));
  if (stored.providerSettings) view.providerSettings = stored.providerSettings;
  return view;
}

/** A creation as answered; `projectName` is the name of the project it is in, looked up by the caller. */
export function generatedMediaView(row: MediaItemRow, urls: MediaUrls, projectName?: string): GeneratedMedia {
  const owner = row.ownerUserId;
  return {
    id: row.id,
    generated_url: urls.fileUrl(row.id, owner),
    thumbnail_url: row.thumbnailKey ? urls.fileUrl(row.id, owner, 'thumbnail') : null,
    service_type: row.serviceType,
    type: row.mediaType,
    name: row.name,
    prompt_text: row.promptText,
    params: row.params,
    seed: row.seed,
    width: row.width,
    height: row.height,
    creation_date: row.createdAt.toISOString(),
    is_favorite: row.isFavorite,
    project_id: row.projectId,
    project_name: row.projectId ? (projectName ?? null) : null,
    status: 'completed',
    template_id: row.templateId,
    // A remix's parent is the creation remixed, not a picture the run took in: remix reads only real inputs.
    input_image_url: row.inputMediaId && row.lineageKind !== 'remix' ? urls.fileUrl(row.inputMediaId, owner) : null,
    remix_data: remixView(row.remixData as StoredRemixData | null, owner, urls),
  };
}

/**
 * A creation as someone other than its owner sees it: the pictures its run took in are the owner's alone (a run
 * may only use its caller's own images), so their addresses are left out, and with them any trace of a parent
 * the viewer may not see.
 */
export function sharedMediaView(media: GeneratedMedia): GeneratedMedia {
  const remix = media.remix_data;
  return {
    ...media,
    input_image_url: null,
    remix_data: remix
      ? {
          ...(remix.positivePrompt === undefined ? {} : { positivePrompt: remix.positivePrompt }),
          ...(remix.providerSettings ? { providerSettings: remix.providerSettings } : {}),
        }
      : null,
  };
}

export function resultView(row: MediaItemRow, urls: MediaUrls): Result {
  const media = generatedMediaView(row, urls);
  return {
    id: media.id,
    url: media.generated_url,
    generated_url: media.generated_url,
    thumbnail_url: media.thumbnail_url,
    type: media.type,
    service_type: media.service_type,
    width: media.width,
    height: media.height,
    seed: media.seed,
    prompt_text: media.prompt_text,
    template_id: row.templateId ?? '',
    params: media.params,
    is_favorite: media.is_favorite,
    creation_date: media.creation_date,
  };
}
