import { lazy } from 'react';

/**
 * The editors load with Konva only when one opens: hosts render these inside a Suspense boundary, so the
 * workshop, gallery and studio chunks carry neither.
 */
export const LazyMaskEditorDialog = lazy(() =>
  import('./components/mask-editor/mask-editor-dialog').then((module) => ({ default: module.MaskEditorDialog })),
);

export const LazyOutpaintEditorDialog = lazy(() =>
  import('./components/outpaint-editor/outpaint-editor-dialog').then((module) => ({ default: module.OutpaintEditorDialog })),
);

/** The viewer carries no Konva, but it is opened from many screens and need not weigh on their first load. */
export const LazyMediaViewerDialog = lazy(() =>
  import('./components/media-viewer/media-viewer-dialog').then((module) => ({ default: module.MediaViewerDialog })),
);

export const LazyFramePickerDialog = lazy(() =>
  import('./components/frame-picker/frame-picker-dialog').then((module) => ({ default: module.FramePickerDialog })),
);
