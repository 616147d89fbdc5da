export { Chip } from './chip';
export type { ChipProps } from './chip';
