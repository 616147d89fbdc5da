import {
  ToggleButton as RACToggleButton,
  ToggleButtonGroup as RACToggleButtonGroup,
  type ToggleButtonGroupProps as RACToggleButtonGroupProps,
  type ToggleButtonProps as RACToggleButtonProps,
} from 'react-aria-components';
import { withClassName } from '../utils';
import styles from './toggle-button-group.module.css';

export interface ToggleButtonGroupProps extends RACToggleButtonGroupProps {
  /** Height of the buttons: sm 32px (40px on touch screens), md 40px. @default 'md' */
  size?: 'sm' | 'md';
  /** Stretch to the container's width with equal segments, e.g. a panel's mode switch. @default false */
  isFullWidth?: boolean;
}

/**
 * A segmented control: a row of ToggleButtons where one (or, with selectionMode="multiple", several) is on.
 * Arrow keys move between the buttons.
 */
export function ToggleButtonGroup({ size = 'md', isFullWidth = false, className, ...props }: ToggleButtonGroupProps) {
  return (
    <RACToggleButtonGroup
      {...props}
      data-size={size}
      data-full-width={isFullWidth || undefined}
      className={withClassName(styles.group, className)}
    />
  );
}

/** A button that stays pressed; inside a ToggleButtonGroup its id is the selection key. */
export type ToggleButtonProps = RACToggleButtonProps;

/** One option of a ToggleButtonGroup; with only an icon, give it an aria-label. */
export function ToggleButton({ className, ...props }: ToggleButtonProps) {
  return <RACToggleButton {...props} className={withClassName(styles.button, className)} />;
}
