export { Workshop, WorkshopSkeleton } from './components/workshop-page';
export type { WorkshopEditorRequest } from './components/workshop-props';
export type { ImageInputProps } from './components/panel/workshop-panel';
export type { WorkshopViewerRequest } from './components/results/results-area';
export type { WorkshopFramePickerRequest } from './components/use-result-actions';
