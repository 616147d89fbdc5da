import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { uploadImageForAi, uploadVideoThumbnail } from '@contract/browser';
import { api } from '../../session';
import { generationKeys } from '../queries/keys';
import { patchMedia } from './media-cache';

export type ImagePurpose = 'seed' | 'guide' | 'input' | 'mask';

export interface UploadImageVariables {
  file: File;
  purpose: ImagePurpose;
}

/** Uploads an image to use as a generation input; the asset library then shows it. */
export function uploadImageMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: ({ file, purpose }: UploadImageVariables) => api(uploadImageForAi, { body: { image_file: file, image_purpose: purpose } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: generationKeys.uploads() }),
  });
}

export interface UploadThumbnailVariables {
  mediaId: string;
  /** A 300x300 JPEG cut from the video's first frame in the browser (spec part 2 §4). */
  file: File;
}

/**
 * Gives a video its thumbnail. The answer's URL goes into the video's media cache entry, which every list and
 * the results grid read, rather than refetching every page of history for one picture.
 */
export function uploadVideoThumbnailMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: ({ mediaId, file }: UploadThumbnailVariables) =>
      api(uploadVideoThumbnail, { params: { id: mediaId }, body: { thumbnail_file: file } }),
    onSuccess: ({ thumbnail_url }, { mediaId }) => patchMedia(queryClient, mediaId, { thumbnail_url }),
  });
}
