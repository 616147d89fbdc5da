export { IconButton } from './icon-button';
export type { IconButtonProps } from './icon-button';
export { PlainIconButton } from './plain-icon-button';
export type { PlainIconButtonProps } from './plain-icon-button';
export { CountBubble } from './count-bubble';
export type { CountBubbleProps } from './count-bubble';
