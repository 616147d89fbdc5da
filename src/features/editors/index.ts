export type { FramePickerDialogProps } from './components/frame-picker/frame-picker-dialog';
export type { MaskEditorDialogProps } from './components/mask-editor/mask-editor-dialog';
export type { MediaViewerDialogProps } from './components/media-viewer/media-viewer-dialog';
export { actionsDelayMs, viewerActions } from './components/media-viewer/media-viewer-types';
export type { ViewerAction, ViewerMedia } from './components/media-viewer/media-viewer-types';
export type { OutpaintEditorDialogProps } from './components/outpaint-editor/outpaint-editor-dialog';
export type { EditorImage } from './components/shared/editor-image';
export { LazyFramePickerDialog, LazyMaskEditorDialog, LazyMediaViewerDialog, LazyOutpaintEditorDialog } from './lazy-editors';
export type { MaskDocument, MaskShape } from './mask/mask-document';
