export { Select, SelectItem } from './select';
export type { SelectItemProps, SelectProps } from './select';
