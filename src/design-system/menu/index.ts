export { Menu, MenuItem, MenuSection, MenuSeparator } from './menu';
export type { MenuItemProps, MenuProps, MenuSectionProps } from './menu';
export { MenuTrigger, SubmenuTrigger } from 'react-aria-components';
export type { MenuTriggerProps, SubmenuTriggerProps } from 'react-aria-components';
