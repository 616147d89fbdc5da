export { SelectionToolbar } from './selection-toolbar';
export type { SelectionToolbarProps } from './selection-toolbar';
