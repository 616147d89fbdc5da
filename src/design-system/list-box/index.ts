export { ListBox, ListBoxItem, ListBoxSection } from './list-box';
export type { ListBoxItemProps, ListBoxProps, ListBoxSectionProps } from './list-box';
