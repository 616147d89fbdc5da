export { ToggleButton, ToggleButtonGroup } from './toggle-button-group';
export type { ToggleButtonGroupProps, ToggleButtonProps } from './toggle-button-group';
