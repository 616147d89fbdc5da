import type { CSSProperties, ReactNode } from 'react';
import styles from './results.module.css';

/** A shape as the frame takes it: width over height, square when unknown (Auto). */
export const ratioOf = (width: number, height: number): number => (width > 0 && height > 0 ? width / height : 1);

export interface PreviewShellProps {
  /** Width over height: the frame is the largest box of this shape that fits, so it is never squeezed. */
  ratio: number;
  testId: string;
  /** A figure with its caption, for a finished creation. @default false */
  isFigure?: boolean;
  frameClassName?: string;
  /** The frame repeats what the strip's tile says to screen readers: it is only seen. @default false */
  isFrameHidden?: boolean;
  /** The prompt under the frame. */
  caption: string;
  /** Buttons beside the caption. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The preview's layout: a frame of the result's shape in the space it has, the prompt and actions under it. */
export function PreviewShell({
  ratio,
  testId,
  isFigure = false,
  frameClassName,
  isFrameHidden = false,
  caption,
  actions,
  children,
}: PreviewShellProps) {
  const Root = isFigure ? 'figure' : 'div';
  const Caption = isFigure ? 'figcaption' : 'p';
  return (
    <Root className={styles.preview} style={{ '--ratio': ratio } as CSSProperties} data-testid={testId} data-preview="">
      <div className={styles.stage}>
        <div className={frameClassName ? `${styles.frame} ${frameClassName}` : styles.frame} aria-hidden={isFrameHidden || undefined}>
          {children}
        </div>
      </div>
      <div className={styles.previewFooter}>
        {caption && (
          <Caption className={styles.caption} dir="auto">
            {caption}
          </Caption>
        )}
        {actions && <div className={styles.previewActions}>{actions}</div>}
      </div>
    </Root>
  );
}
