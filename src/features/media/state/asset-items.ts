import type { CallAnswer, listUploadedImages } from '@contract/browser';
import type { MediaRecord } from '@/domain/generation';

type UploadedImage = CallAnswer<typeof listUploadedImages>['images'][number];

/** The library's two tabs (spec part 2 §2): the user's uploads and their creations. */
export type AssetSource = 'uploads' | 'creations';

/**
 * One picture the asset library offers (spec part 2 §3 Asset library item), reduced to what picking it needs:
 * `url` is what a generation takes as an image input (an upload's `local_url`, a creation's `generated_url`),
 * `thumbnailUrl` what the grid shows.
 */
export interface AssetItem {
  id: string;
  url: string;
  thumbnailUrl: string;
  /** A creation's prompt; an upload has none. */
  prompt: string | null;
  creationDate: string | null;
}

export function assetOfUpload(image: UploadedImage): AssetItem {
  return {
    id: image.id,
    url: image.local_url,
    thumbnailUrl: image.thumbnail_url ?? image.url,
    prompt: null,
    creationDate: image.creation_date,
  };
}

/** Only images are offered as creations: every image input takes a picture, and a video would need a frame first. */
export function assetOfCreation(media: MediaRecord): AssetItem | null {
  if (media.type !== 'image') return null;
  return {
    id: media.id,
    url: media.generated_url,
    thumbnailUrl: media.thumbnail_url ?? media.generated_url,
    prompt: media.prompt_text || null,
    creationDate: media.creation_date ?? null,
  };
}
