export type { CardProps } from './card';
