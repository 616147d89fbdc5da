import { ChevronDown, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n/runtime';
import { cx, withClassName } from '../utils';
import pressable from '../utils/pressable.module.css';
import styles from './chip.module.css';

export interface ChipProps extends Omit<RACButtonProps, 'children' | 'value'> {
  /** The label, e.g. 'Dimensions'. */
  children: ReactNode;
  /** An icon before the label (hidden from screen readers). */
  icon?: ReactNode;
  /** The current setting after the label, e.g. '1024 × 1024'; part of the accessible name. */
  value?: ReactNode;
  /** A chevron at the end, for a chip that opens a sheet, popover or dialog. @default false */
  hasChevron?: boolean;
  /** Highlight the chip, e.g. when its setting differs from the default or its filter is on. @default false */
  isSelected?: boolean;
  /** The plan that unlocks it: shows a lock and the plan's name, and screen readers hear 'Requires {tier}'. */
  lockedTier?: string;
}

/**
 * A compact pill that opens a setting or applies a filter: icon, label, value and chevron. It is a React Aria
 * Button, so it works as the trigger of a DialogTrigger (BottomSheet, Popover, Modal) or a MenuTrigger. A locked
 * chip stays pressable, so it can say what unlocks it.
 */
export function Chip({ children, icon, value, hasChevron = false, isSelected = false, lockedTier, className, ...props }: ChipProps) {
  const { t } = useTranslation();
  return (
    <RACButton
      {...props}
      data-selected={isSelected || undefined}
      data-locked={lockedTier ? true : undefined}
      className={withClassName(cx(pressable.pressable, styles.chip), className)}
    >
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={styles.label}>{children}</span>
      {value != null && <span className={styles.value}>{value}</span>}
      {lockedTier && (
        <span className={styles.lock}>
          <Lock aria-hidden="true" />
          <span aria-hidden="true">{lockedTier}</span>
          <VisuallyHidden>{t('designSystem.requiresTier', { tier: lockedTier })}</VisuallyHidden>
        </span>
      )}
      {hasChevron && <ChevronDown className={styles.chevron} aria-hidden="true" />}
    </RACButton>
  );
}
