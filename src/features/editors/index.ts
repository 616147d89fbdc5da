export type { MaskEditorDialogProps } from './components/mask-editor/mask-editor-dialog';
export type { EditorImage } from './components/shared/editor-image';
export { LazyMaskEditorDialog } from './lazy-editors';
export type { MaskDocument, MaskShape } from './mask/mask-document';
