import { mutationOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { uploadImageForAi, uploadVideoThumbnail, type CallAnswer, type listGeneratedHistory } from '../../../contract';
import { api } from '../api';
import type { ActiveTasksStore } from './active-tasks-store';
import { generationKeys } from './keys';

type HistoryPages = InfiniteData<CallAnswer<typeof listGeneratedHistory>, number>;

export type ImagePurpose = 'seed' | 'guide' | 'input' | 'mask';

export interface UploadImageVariables {
  file: File;
  purpose: ImagePurpose;
}

/** Uploads an image to use as a generation input; the asset library then shows it. */
export function uploadImageMutationOptions(queryClient: QueryClient, token: string | null) {
  return mutationOptions({
    mutationFn: ({ file, purpose }: UploadImageVariables) =>
      api(uploadImageForAi, { body: { image_file: file, image_purpose: purpose } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: generationKeys.uploads(token) }),
  });
}

export interface UploadThumbnailVariables {
  mediaId: string;
  /** A 300x300 JPEG cut from the video's first frame in the browser (spec part 2 §4). */
  file: File;
}

/**
 * Gives a video its thumbnail. The answer's URL goes straight into the cached lists and the results grid rather
 * than refetching every page of history for one picture.
 */
export function uploadVideoThumbnailMutationOptions(queryClient: QueryClient, token: string | null, store?: ActiveTasksStore) {
  return mutationOptions({
    mutationFn: ({ mediaId, file }: UploadThumbnailVariables) =>
      api(uploadVideoThumbnail, { params: { id: mediaId }, body: { thumbnail_file: file } }),
    onSuccess: ({ thumbnail_url }, { mediaId }) => {
      queryClient.setQueriesData<HistoryPages>({ queryKey: generationKeys.history(token) }, (pages) =>
        pages && {
          ...pages,
          pages: pages.pages.map((page) => ({
            ...page,
            history: page.history.map((media) => (media.id === mediaId ? { ...media, thumbnail_url } : media)),
          })),
        },
      );
      for (const item of store?.state.items ?? []) if (item.status === 'completed' && item.id === mediaId) item.thumbnail_url = thumbnail_url;
    },
  });
}
