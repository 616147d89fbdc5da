import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog as RACDialog, Heading, type DialogProps as RACDialogProps } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n/runtime';
import { IconButton } from '../icon-button';
import { cx } from '../utils';
import styles from './dialog.module.css';

type DialogRender = (options: { close: () => void }) => ReactNode;

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  /** The heading, which also names the dialog for screen readers (otherwise pass an aria-label). */
  title?: ReactNode;
  /** The body, or a function given `close`. */
  children?: ReactNode | DialogRender;
  /** Buttons at the bottom, aligned to the end; a Button with slot="close" closes the dialog. */
  footer?: ReactNode | DialogRender;
  /** Show a close (X) button in the header. @default true */
  hasCloseButton?: boolean;
  /** The body without padding, for content that lays itself out to the edges (a media viewer). @default false */
  isFlush?: boolean;
}

/**
 * The content of a Modal or Popover: header with title and close button, a scrolling body and a footer.
 * React Aria moves focus into it, traps it, and restores it on close.
 */
export function Dialog({ title, children, footer, hasCloseButton = true, isFlush = false, className, ...props }: DialogProps) {
  const { t } = useTranslation();
  const hasHeader = Boolean(title) || hasCloseButton;
  return (
    <RACDialog {...props} className={cx(styles.dialog, className)}>
      {({ close }) => (
        <>
          {hasHeader && (
            <header className={styles.header}>
              {title && (
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
              )}
              {hasCloseButton && (
                <IconButton slot="close" size="sm" aria-label={t('designSystem.close')} className={styles.close}>
                  <X />
                </IconButton>
              )}
            </header>
          )}
          <div className={styles.body} data-flush={isFlush || undefined}>
            {typeof children === 'function' ? children({ close }) : children}
          </div>
          {footer && <footer className={styles.footer}>{typeof footer === 'function' ? footer({ close }) : footer}</footer>}
        </>
      )}
    </RACDialog>
  );
}
