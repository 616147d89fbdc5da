export { Segment, SegmentedControl } from './segmented-control';
export type { SegmentedControlProps, SegmentProps } from './segmented-control';
