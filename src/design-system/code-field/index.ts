export { CodeField } from './code-field';
export type { CodeFieldProps } from './code-field';
