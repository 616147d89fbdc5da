export { ProgressRing } from './progress-ring';
export type { ProgressRingProps } from './progress-ring';
