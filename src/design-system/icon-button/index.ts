export { IconButton } from './icon-button';
export type { IconButtonProps } from './icon-button';
export { PlainIconButton } from './plain-icon-button';
export type { PlainIconButtonProps } from './plain-icon-button';
export { CountedIconButton } from './counted-icon-button';
export type { CountedIconButtonProps } from './counted-icon-button';
