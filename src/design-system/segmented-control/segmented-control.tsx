import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import { useFocusRing, useHover } from 'react-aria';
import { cx } from '../utils';
import styles from './segmented-control.module.css';

interface SegmentedState {
  name: string;
  value: string | null;
  isDisabled: boolean;
  select: (value: string) => void;
}

const SegmentedContext = createContext<SegmentedState | null>(null);

export interface SegmentedControlProps {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The chosen segment's value; null when none is (a custom size, say). Leave out for an uncontrolled control. */
  value?: string | null;
  defaultValue?: string;
  onChange?: (value: string) => void;
  isDisabled?: boolean;
  /** Height of the segments: sm 32px (40px on touch screens), md 40px. @default 'md' */
  size?: 'sm' | 'md';
  /** Stretch to the container's width with equal segments, e.g. a panel's mode switch. @default false */
  isFullWidth?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A segmented control: one choice of a few, side by side. Native radio buttons underneath, so the browser gives it
 * a radio group's keyboard (one Tab stop, arrows move the choice) and its accessible names and states, with no code
 * of its own to load: React Aria's toggle group brought a toolbar's focus management, some 5 kB on first loads.
 */
export function SegmentedControl({
  value,
  defaultValue,
  onChange,
  isDisabled = false,
  size = 'md',
  isFullWidth = false,
  className,
  children,
  ...labelling
}: SegmentedControlProps) {
  const name = useId();
  const [chosen, setChosen] = useState(defaultValue ?? null);
  const current = value === undefined ? chosen : value;
  const select = (next: string) => {
    setChosen(next);
    onChange?.(next);
  };
  return (
    <div
      role="radiogroup"
      {...labelling}
      aria-disabled={isDisabled || undefined}
      data-size={size}
      data-full-width={isFullWidth || undefined}
      className={cx(styles.control, className)}
    >
      <SegmentedContext.Provider value={{ name, value: current, isDisabled, select }}>{children}</SegmentedContext.Provider>
    </div>
  );
}

export interface SegmentProps {
  value: string;
  /** Needed when the segment shows only an icon. */
  'aria-label'?: string;
  isDisabled?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * One choice of a SegmentedControl, named by its `value`. Focus and hover states come from React Aria's modality
 * tracking, as on every other control: a click shows no focus ring, a tap leaves no hover behind.
 */
export function Segment({ value, isDisabled = false, className, children, 'aria-label': label }: SegmentProps) {
  const group = useContext(SegmentedContext);
  if (!group) throw new Error('A Segment belongs inside a SegmentedControl.');
  const disabled = isDisabled || group.isDisabled;
  const isSelected = group.value === value;
  const { isFocusVisible, focusProps } = useFocusRing();
  const { isHovered, hoverProps } = useHover({ isDisabled: disabled });
  return (
    <label
      {...hoverProps}
      className={cx(styles.segment, className)}
      data-selected={isSelected || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={disabled || undefined}
    >
      <input
        {...focusProps}
        type="radio"
        className={styles.input}
        name={group.name}
        value={value}
        checked={isSelected}
        disabled={disabled}
        aria-label={label}
        onChange={() => group.select(value)}
      />
      {children}
    </label>
  );
}
