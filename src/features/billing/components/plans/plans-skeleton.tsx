import { useTranslation } from '@/lib/i18n';
import { Skeleton } from '@/design-system';
import styles from './plans-skeleton.module.css';

/** Cards shaped like the plans that will arrive. */
export function PlansSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.grid} role="status" aria-busy="true" aria-label={t('billing.loading')}>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className={styles.card}>
          <Skeleton width="40%" />
          <Skeleton shape="rect" height={36} width="60%" />
          <Skeleton lines={3} />
          <Skeleton shape="rect" height={40} />
        </div>
      ))}
    </div>
  );
}
