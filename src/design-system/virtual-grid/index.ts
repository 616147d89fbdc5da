export { VirtualGrid } from './virtual-grid';
export type { BoxSelection } from './use-box-select';
export type { VirtualGridProps } from './virtual-grid';
