export { LoadError } from './load-error';
export type { LoadErrorProps } from './load-error';
