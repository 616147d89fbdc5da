export { Splitter } from './splitter';
export type { SplitterProps } from './splitter';
