import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/design-system';
import { taskPointsQueryOptions } from '@/domain/generation';
import { useTranslation } from '@/lib/i18n';
import styles from './points-history-list.module.css';

/** A task as the ledger sees it: where it stands, the points it held and the points that came back. */
export function LedgerTask({ taskId }: { taskId: string }) {
  const { t } = useTranslation();
  const task = useQuery(taskPointsQueryOptions(taskId));
  if (task.isPending) {
    return (
      <div role="status" aria-label={t('account.pointsHistory.taskLoading')}>
        <Skeleton lines={3} />
      </div>
    );
  }
  if (task.isError) return <p className={styles.taskNote}>{t('account.pointsHistory.taskLoadFailed')}</p>;
  const points = task.data.points;
  return (
    <dl className={styles.taskFacts}>
      <dt>{t('account.pointsHistory.taskStatus')}</dt>
      <dd>{t(`account.pointsHistory.statuses.${task.data.status}`)}</dd>
      <dt>{t('account.pointsHistory.taskCharged')}</dt>
      <dd>{t('account.pointsHistory.taskPoints', { count: points?.charged ?? task.data.cost })}</dd>
      <dt>{t('account.pointsHistory.taskRefunded')}</dt>
      <dd>{t('account.pointsHistory.taskPoints', { count: points?.refunded ?? 0 })}</dd>
    </dl>
  );
}
