import { useEffect } from 'react';
import { useUploadVideoThumbnailMutation } from '@/domain/generation';
import { makeVideoThumbnail } from './video-thumbnail';

/** Videos already tried in this page load, so a failing one is not retried on every render. */
const triedThumbnails = new Set<string>();

/**
 * Gives a completed video without a thumbnail one made in the browser (spec part 2 §4): the first frame's centred
 * square at 300x300, uploaded with the video-thumbnail call. Each video is tried once per page load.
 */
export function useVideoThumbnail(
  media: { id: string; type: 'image' | 'video'; generated_url: string; thumbnail_url: string | null } | null,
) {
  const upload = useUploadVideoThumbnailMutation();
  const { mutate } = upload;
  useEffect(() => {
    if (!media || media.type !== 'video' || media.thumbnail_url || triedThumbnails.has(media.id)) return;
    triedThumbnails.add(media.id);
    void makeVideoThumbnail(media.generated_url)
      .then((blob) => mutate({ mediaId: media.id, file: new File([blob], `thumbnail-${media.id}.jpg`, { type: 'image/jpeg' }) }))
      // A thumbnail is a nicety: the tile shows the video's own first frame without one.
      .catch(() => {});
  }, [media, mutate]);
}
