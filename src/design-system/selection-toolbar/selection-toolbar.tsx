import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../icon-button';
import styles from './selection-toolbar.module.css';

export interface SelectionToolbarProps {
  /** What is selected, e.g. 'Selected: 3': shown at the start, and the toolbar's name. */
  label: string;
  /** The actions on the selection (small buttons, a menu trigger, a progress bar). */
  children: ReactNode;
  /** The name of the button at the end that clears the selection. */
  clearLabel: string;
  onClear: () => void;
}

/**
 * The bar a list shows while items are selected (the gallery's, My Studio's): the count, the actions on the
 * selection, and a button that clears it. It wraps on a phone.
 */
export function SelectionToolbar({ label, children, clearLabel, onClear }: SelectionToolbarProps) {
  return (
    <div className={styles.bar} role="toolbar" aria-label={label}>
      <span className={styles.count}>{label}</span>
      {children}
      <IconButton size="sm" aria-label={clearLabel} onPress={onClear}>
        <X size={16} aria-hidden="true" />
      </IconButton>
    </div>
  );
}
