export { Select, SelectItem } from './select';
export type { SelectItemProps, SelectProps } from './select';
export { DeferredSelect } from './deferred-select';
export type { DeferredSelectProps, DeferredSelectControl } from './deferred-select';
