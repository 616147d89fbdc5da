import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from '../utils';
import styles from './skeleton.module.css';

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** 'text' lines of body text, 'rect' an image or card, 'circle' an avatar. @default 'text' */
  shape?: 'text' | 'rect' | 'circle';
  /** Width as a CSS length; text defaults to the container width, circle to 40px. */
  width?: CSSProperties['width'];
  /** Height as a CSS length; text is one line high, rect defaults to 120px. */
  height?: CSSProperties['height'];
  /** For text: how many lines; the last one is shorter, like a paragraph's. @default 1 */
  lines?: number;
}

/**
 * A placeholder shaped like the content that will arrive. It is hidden from screen readers: mark the region that
 * is loading with aria-busy instead.
 */
export function Skeleton({ shape = 'text', width, height, lines = 1, className, style, ...props }: SkeletonProps) {
  const size = { width, height, ...style };
  if (shape === 'text' && lines > 1) {
    return (
      <div {...props} aria-hidden="true" className={cx(styles.lines, className)} style={{ width, ...style }}>
        {Array.from({ length: lines }, (_, index) => (
          <div key={index} className={styles.skeleton} data-shape="text" data-last={index === lines - 1 || undefined} />
        ))}
      </div>
    );
  }
  return <div {...props} aria-hidden="true" data-shape={shape} className={cx(styles.skeleton, className)} style={size} />;
}
