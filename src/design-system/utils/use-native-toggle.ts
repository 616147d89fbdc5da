import { useState, type ChangeEvent, type InputHTMLAttributes, type LabelHTMLAttributes } from 'react';
import { useFocusRing, useHover } from 'react-aria';
import styles from './native-toggle.module.css';

export interface NativeToggleProps {
  /** On or off; leave out (with defaultSelected) for an uncontrolled control. */
  isSelected?: boolean;
  defaultSelected?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  /** The form field's name: a control that is on sends `on`. */
  name?: string;
  onChange?: (isSelected: boolean) => void;
  /** Needed when there is no visible label (a tile's or a row's selection box, a member's seat). */
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/**
 * A checkbox or switch as a native checkbox inside its label: the browser gives it its keyboard, its form value and
 * its accessible state, and React Aria's focus and hover tracking give it the same data attributes as every other
 * control (a click shows no focus ring, a tap leaves no hover behind). React Aria's Checkbox and Switch brought their
 * toggle state and press handling to every screen with a selectable tile or a filter switch (the first load's weight).
 */
export function useNativeToggle(props: NativeToggleProps) {
  const { isSelected, defaultSelected = false, isDisabled = false, isInvalid = false, name, onChange } = props;
  const [selected, setSelected] = useState(defaultSelected);
  const isOn = isSelected ?? selected;
  const { isFocusVisible, focusProps } = useFocusRing();
  const { isHovered, hoverProps } = useHover({ isDisabled });
  const labelProps: LabelHTMLAttributes<HTMLLabelElement> & Record<`data-${string}`, true | undefined> = {
    ...hoverProps,
    'data-selected': isOn || undefined,
    'data-hovered': isHovered || undefined,
    'data-focus-visible': isFocusVisible || undefined,
    'data-disabled': isDisabled || undefined,
    'data-invalid': isInvalid || undefined,
  };
  const inputProps: InputHTMLAttributes<HTMLInputElement> = {
    ...focusProps,
    type: 'checkbox',
    className: styles.input,
    name,
    checked: isOn,
    disabled: isDisabled,
    'aria-label': props['aria-label'],
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': isInvalid || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setSelected(event.target.checked);
      onChange?.(event.target.checked);
    },
  };
  return { isSelected: isOn, labelProps, inputProps };
}
