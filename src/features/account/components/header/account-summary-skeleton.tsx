import { Skeleton } from '@/design-system';
import styles from './account-summary.module.css';

/** The summary's shape while the user loads: avatar, two lines of names, two facts and the action row. */
export function AccountSummarySkeleton() {
  return (
    <div className={styles.summary} aria-busy="true">
      <div className={styles.identity}>
        <Skeleton shape="circle" width={56} height={56} />
        <div className={styles.names}>
          <Skeleton width={160} />
          <Skeleton width={200} />
        </div>
      </div>
      <div className={styles.facts}>
        <Skeleton shape="rect" width={88} height={44} />
        <Skeleton shape="rect" width={88} height={44} />
      </div>
      <div className={styles.actions}>
        <Skeleton shape="rect" width={140} height={40} />
        <Skeleton shape="rect" width={200} height={40} />
      </div>
    </div>
  );
}
