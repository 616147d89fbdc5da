export { Workshop } from './components/workshop-page';
export type { WorkshopEditorRequest, WorkshopProps } from './components/workshop-props';
export type { ImageInputProps } from './components/panel/workshop-panel';
export type { ResultAction } from './components/results/result-tile';
export type { WorkshopViewerRequest } from './components/results/results-area';
export type { WorkshopFramePickerRequest } from './components/use-result-actions';
