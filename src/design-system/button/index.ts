export { Button } from './button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button';
