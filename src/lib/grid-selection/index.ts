export { useGridSelection } from './use-grid-selection';
export type { GridSelectionOptions } from './grid-selection-controller';
