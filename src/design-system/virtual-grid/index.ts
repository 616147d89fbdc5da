export { VirtualGrid } from './virtual-grid';
export { VirtualGridSkeleton } from './virtual-grid-skeleton';
export type { BoxSelection } from './use-box-select';
export type { VirtualGridProps, VirtualGridRange } from './virtual-grid';
export type { VirtualGridSkeletonProps } from './virtual-grid-skeleton';
