export { useGridSelection } from './use-grid-selection';
