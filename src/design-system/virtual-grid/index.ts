export { VirtualGrid } from './virtual-grid';
export type { BoxSelection } from './use-box-select';
export type { VirtualGridProps, VirtualGridRange } from './virtual-grid';
