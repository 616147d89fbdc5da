import { useQuery } from '@tanstack/react-query';
import { taskPointsQueryOptions } from '@/domain/generation';
import { useTranslation } from '@/lib/i18n';
import panel from '../media-panel.module.css';
import styles from './lineage.module.css';

/**
 * What the run that made a creation cost, from the points ledger through its task, and what came back. Shown only
 * to the person who started it (the server names the task to no one else); nothing shows while it loads or if the
 * task cannot be read, since the cost is a detail, not the subject.
 */
export function RunCost({ taskId }: { taskId: string }) {
  const { t } = useTranslation();
  const task = useQuery(taskPointsQueryOptions(taskId));
  const points = task.data?.points;
  if (!points) return null;
  return (
    <div className={panel.fact} data-testid="run-cost">
      <dt>{t('editors.lineage.cost')}</dt>
      <dd>
        <span className={styles.line}>{t('editors.lineage.points', { count: points.charged })}</span>
        {points.refunded > 0 && <span className={styles.line}>{t('editors.lineage.refunded', { count: points.refunded })}</span>}
      </dd>
    </div>
  );
}
