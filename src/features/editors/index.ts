export type { ViewerMedia } from './components/media-viewer/media-viewer-types';
export { LazyFramePickerDialog, LazyMediaViewerDialog } from './lazy-editors';
export { WorkshopEditorLauncher } from './components/workshop-editor-launcher';
