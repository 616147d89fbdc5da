export { BrandMark } from './brand-mark';
export type { BrandMarkProps } from './brand-mark';
