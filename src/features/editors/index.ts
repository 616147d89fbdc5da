export type { MaskEditorDialogProps } from './components/mask-editor/mask-editor-dialog';
export type { OutpaintEditorDialogProps } from './components/outpaint-editor/outpaint-editor-dialog';
export type { EditorImage } from './components/shared/editor-image';
export { LazyMaskEditorDialog, LazyOutpaintEditorDialog } from './lazy-editors';
export type { MaskDocument, MaskShape } from './mask/mask-document';
