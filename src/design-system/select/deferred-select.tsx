import { ChevronDown } from 'lucide-react';
import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { FieldMessages, fieldClassNames, Label } from '../field';
import { cx } from '../utils';
import styles from './select.module.css';

/** What the real select takes from DeferredSelect when it replaces the stand-in. */
export interface DeferredSelectControl {
  /** The pressed stand-in had focus: the real trigger takes it, so keyboard users stay in place. */
  autoFocus: boolean;
  /** Whether the list is open; it opens once the real trigger has focus, so closing it gives focus back there. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export interface DeferredSelectProps {
  /** The visible label, as the real select shows it. */
  label?: ReactNode;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  /** The chosen option's text, shown until the real select arrives. */
  valueText: ReactNode;
  /** Help text under the trigger, as the real select shows it. */
  description?: ReactNode;
  /** Whether the select is disabled. @default false */
  isDisabled?: boolean;
  /** Whether the row for a description is kept under the trigger, as the real select's `hasMessageRow`. @default true */
  hasMessageRow?: boolean;
  className?: string;
  /** Starts loading the real select's code (once); called when the pointer or focus reaches the trigger. */
  onPreload: () => Promise<unknown>;
  /** The real Select (usually a lazy component), rendered once the user presses the stand-in. */
  children: (control: DeferredSelectControl) => ReactNode;
}

/**
 * A Select whose list, popover and collection code load with the press that opens it: until then a
 * stand-in with the same label, trigger and message row shows the chosen value, so nothing moves when the real
 * select takes its place. Pointer and focus start loading the code ahead of the press; a press before it has
 * arrived leaves the stand-in in place, marked busy, and opens the list as soon as it has.
 */
export function DeferredSelect({
  label,
  valueText,
  description,
  isDisabled = false,
  hasMessageRow = true,
  className,
  onPreload,
  children,
  ...props
}: DeferredSelectProps) {
  const [isReal, setIsReal] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const [isLoading, setIsLoading] = useState(false);
  // The stand-in keeps focus until the code is here, so the real select replaces it in one step.
  const open = () => {
    setIsLoading(true);
    void onPreload().then(() => setIsReal(true));
  };
  // The real trigger focuses itself in its own effect; the list opens in the frame after, so the popover
  // remembers the trigger as the place to give focus back to.
  useEffect(() => {
    if (!isReal) return;
    const frame = requestAnimationFrame(() => setIsOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [isReal]);
  const labelId = useId();
  const valueId = useId();
  const standIn = (isPending: boolean) => (
    <div className={cx(fieldClassNames.field, className)} data-disabled={isDisabled || undefined}>
      {label && <Label id={labelId}>{label}</Label>}
      <Button
        className={styles.trigger}
        isDisabled={isDisabled}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-busy={isPending || undefined}
        aria-label={props['aria-label']}
        aria-labelledby={label ? `${labelId} ${valueId}` : undefined}
        onHoverStart={() => void onPreload()}
        onFocus={() => void onPreload()}
        onPress={open}
        onKeyDown={(event) => {
          // The real select also opens from the arrow keys.
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') open();
          else event.continuePropagation();
        }}
      >
        <span id={valueId} className={styles.value}>
          {valueText}
        </span>
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </Button>
      {hasMessageRow ? <FieldMessages description={description} /> : null}
    </div>
  );
  if (!isReal) return standIn(isLoading);
  return <Suspense fallback={standIn(true)}>{children({ autoFocus: true, isOpen, onOpenChange: setIsOpen })}</Suspense>;
}
