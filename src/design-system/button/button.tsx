import { Button as RACButton, composeRenderProps, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { Spinner } from '../spinner';
import { cx, withClassName } from '../utils';
import pressable from '../utils/pressable.module.css';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends RACButtonProps {
  /** Visual weight: one primary action per view, danger for destructive actions. @default 'secondary' */
  variant?: ButtonVariant;
  /** Height: sm 32px (40px on touch screens), md 40px, lg 48px. @default 'md' */
  size?: ButtonSize;
  /** Stretch to the width of the container. @default false */
  isFullWidth?: boolean;
}

/**
 * A button. Icons may sit in the children beside the text. While `isPending` the label stays in place (so the
 * width holds) but turns invisible under a spinner, and React Aria announces the busy state.
 */
export function Button({ variant = 'secondary', size = 'md', isFullWidth = false, className, children, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      data-variant={variant}
      data-size={size}
      data-full-width={isFullWidth || undefined}
      className={withClassName(cx(pressable.pressable, styles.button), className)}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className={styles.content}>{content}</span>
          {isPending && <Spinner size="sm" className={styles.spinner} />}
        </>
      ))}
    </RACButton>
  );
}
