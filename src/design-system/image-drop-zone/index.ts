export { ImageDropZone } from './image-drop-zone';
export type { ImageDropZoneProps } from './image-drop-zone';
