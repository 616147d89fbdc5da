import type { MediaRecord } from './media-cache';

/**
 * What a grid tile shows of a creation, spread into MediaTile's props: a picture to load, whether it is a still or
 * a video to play, and whether the creation is a video (the tile's video badge).
 */
export interface TilePicture {
  src: string;
  mediaType: 'image' | 'video';
  isVideo: boolean;
}

/**
 * A creation's picture in a grid of many: its thumbnail, a still even for a video (the viewer plays it), so a grid
 * scrolled through thousands of creations decodes small images instead of starting a video per tile. A video
 * without a thumbnail plays muted in its tile, as a still would not exist.
 */
export function tilePicture(media: Pick<MediaRecord, 'type' | 'thumbnail_url' | 'generated_url'>): TilePicture {
  const isVideo = media.type === 'video';
  if (media.thumbnail_url) return { src: media.thumbnail_url, mediaType: 'image', isVideo };
  return { src: media.generated_url, mediaType: isVideo ? 'video' : 'image', isVideo };
}
