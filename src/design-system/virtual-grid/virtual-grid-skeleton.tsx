import { Skeleton } from '../skeleton';
import styles from './virtual-grid-skeleton.module.css';

export interface VirtualGridSkeletonProps {
  /** How many square placeholders stand in. */
  count: number;
  /** What is loading, read by screen readers. */
  'aria-label': string;
}

/** A VirtualGrid's stand-in while its first items load: square placeholders in the grid's default columns. */
export function VirtualGridSkeleton({ count, 'aria-label': label }: VirtualGridSkeletonProps) {
  return (
    <div className={styles.skeletons} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} shape="rect" height="auto" style={{ aspectRatio: '1 / 1' }} />
      ))}
    </div>
  );
}
