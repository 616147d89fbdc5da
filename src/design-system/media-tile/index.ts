export { MediaTile } from './media-tile';
export type { MediaTileProps } from './media-tile';
