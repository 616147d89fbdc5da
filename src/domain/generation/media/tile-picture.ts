import type { MediaRecord } from './media-cache';

/** What a grid tile shows of a creation: a picture to load, and whether it is a still or a video to play. */
export interface TilePicture {
  src: string;
  mediaType: 'image' | 'video';
}

/**
 * A creation's picture in a grid of many: its thumbnail, a still even for a video (the viewer plays it), so a grid
 * scrolled through thousands of creations decodes small images instead of starting a video per tile. A video
 * without a thumbnail plays muted in its tile, as a still would not exist.
 */
export function tilePicture(media: Pick<MediaRecord, 'type' | 'thumbnail_url' | 'generated_url'>): TilePicture {
  if (media.thumbnail_url) return { src: media.thumbnail_url, mediaType: 'image' };
  return { src: media.generated_url, mediaType: media.type === 'video' ? 'video' : 'image' };
}
