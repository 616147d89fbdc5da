import styles from './brand-mark.module.css';

export interface BrandMarkProps {
  /** Edge length in pixels. @default 28 */
  size?: number;
}

/** The studio's mark: decoration beside the product name, so hidden from screen readers. */
export function BrandMark({ size = 28 }: BrandMarkProps) {
  return <span className={styles.mark} style={{ inlineSize: size, blockSize: size }} aria-hidden="true" />;
}
