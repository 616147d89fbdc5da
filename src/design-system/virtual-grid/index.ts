export { VirtualGrid } from './virtual-grid';
export type { VirtualGridProps } from './virtual-grid';
