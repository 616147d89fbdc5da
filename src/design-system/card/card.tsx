import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * 'surface' a panel on the page, 'raised' a panel that floats above others, 'image' the picture is the card
   * and the children sit on a scrim at its bottom. @default 'surface'
   */
  variant?: 'surface' | 'raised' | 'image';
  /** The element drawn: 'article' for a self-contained item such as a plan on offer. @default 'div' */
  elementType?: 'div' | 'article';
  /** The picture of an image card. */
  imageSrc?: string;
  /** Alternative text of the picture; '' when the children already say what it shows. @default '' */
  imageAlt?: string;
  /** Shape of an image card, as a CSS aspect-ratio. @default '1 / 1' */
  aspectRatio?: CSSProperties['aspectRatio'];
  /** Badges pinned to the top end corner (top right, top left in Arabic). */
  corner?: ReactNode;
}

/** A container for grouped content; the image variant shows templates and media with the image as the card. */
export function Card({
  variant = 'surface',
  elementType: Element = 'div',
  imageSrc,
  imageAlt = '',
  aspectRatio = '1 / 1',
  corner,
  className,
  style,
  children,
  ...props
}: CardProps) {
  if (variant !== 'image') {
    return (
      <Element {...props} data-variant={variant} className={cx(styles.card, className)} style={style}>
        {corner && <div className={styles.corner}>{corner}</div>}
        {children}
      </Element>
    );
  }
  return (
    <Element {...props} data-variant="image" className={cx(styles.card, className)} style={{ aspectRatio, ...style }}>
      {imageSrc && <img className={styles.image} src={imageSrc} alt={imageAlt} loading="lazy" decoding="async" />}
      {corner && <div className={styles.corner}>{corner}</div>}
      {children && <div className={styles.scrim}>{children}</div>}
    </Element>
  );
}
