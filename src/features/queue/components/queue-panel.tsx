import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListTodo } from 'lucide-react';
import { GridList } from 'react-aria-components';
import type { QueueTask } from '@contract/browser';
import { LoadError, Skeleton, toast } from '@/design-system';
import type { TaskEventStream } from '@/domain/generation';
import { isApiError, useErrorMessage } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { cancelTaskMutationOptions, retryTaskMutationOptions } from '../api/queue-mutations';
import { queueTasksQueryOptions } from '../api/queue-queries';
import { useLiveQueue } from '../api/use-live-queue';
import { useNamedTasks } from '../api/use-named-tasks';
import styles from './queue-panel.module.css';
import { QueueRow } from './queue-row';
import { useAnnouncement } from './use-announcement';

export interface QueuePanelProps {
  /** The workspace whose tasks are shown: a team's, or the personal one (null). */
  teamId: string | null;
  /** The tab's event stream, for changes at once; the list polls without it. */
  events?: TaskEventStream | undefined;
  /** Opens the workshop filled with a failed task's inputs. */
  onEditRetry: (task: QueueTask) => void;
}

/** The skeleton rows' height: about a task's row without a reason or buttons. */
const ESTIMATED_ROW_HEIGHT = 76;

/** The queue's content: every task of the workspace, live, with cancel, retry and "Edit and retry". */
export function QueuePanel({ teamId, events, onEditRetry }: QueuePanelProps) {
  const { t } = useTranslation();
  const errorText = useErrorMessage();
  const queryClient = useQueryClient();
  const query = useQuery(queueTasksQueryOptions(teamId));
  useLiveQueue(teamId, events);
  const named = useNamedTasks(query.data?.tasks, teamId);
  const announcement = useAnnouncement(named);
  const cancel = useMutation(cancelTaskMutationOptions(queryClient, teamId));
  const retry = useMutation(retryTaskMutationOptions(queryClient, teamId));

  const handleCancel = (task: QueueTask) =>
    cancel.mutate(task.task_id, {
      onSuccess: (answer) => void toast.success(t('queue.refunded', { count: answer.refunded })),
      onError: (error) => void toast.error(errorText(error, 'queue.cancelFailed')),
    });
  const handleRetry = (task: QueueTask) =>
    retry.mutate(task.task_id, {
      onSuccess: () => void toast.success(t('queue.retried')),
      onError: (error) => void toast.error(errorText(error, 'queue.retryFailed')),
    });

  const liveRegion = (
    <div role="status" aria-live="polite" className="visually-hidden">
      {announcement}
    </div>
  );

  if (query.isPending) {
    return (
      <div className={styles.panel} aria-busy="true">
        {liveRegion}
        <Skeleton shape="rect" height={ESTIMATED_ROW_HEIGHT} />
        <Skeleton shape="rect" height={ESTIMATED_ROW_HEIGHT} />
        <Skeleton shape="rect" height={ESTIMATED_ROW_HEIGHT} />
      </div>
    );
  }
  if (query.isError) {
    const isDenied = isApiError(query.error) && (query.error.status === 403 || query.error.status === 404);
    return (
      <div className={styles.panel}>
        {liveRegion}
        {isDenied ? (
          <p role="alert" className={styles.denied}>
            {t('queue.noAccess')}
          </p>
        ) : (
          <LoadError message={t('queue.loadFailed')} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        )}
      </div>
    );
  }
  const tasks = named ?? query.data.tasks;
  if (!tasks.length) {
    return (
      <div className={styles.panel}>
        {liveRegion}
        <div className={styles.empty}>
          <ListTodo aria-hidden="true" size={32} className={styles.emptyIcon} />
          <p className={styles.emptyTitle}>{t('queue.empty')}</p>
          <p className={styles.emptyHint}>{t('queue.emptyHint')}</p>
        </div>
      </div>
    );
  }
  // Collections cache a row per item: the pending states go into the items, so a row renders again when they change.
  const rows = tasks.map((task) => ({
    id: task.task_id,
    task,
    isCancelling: cancel.isPending && cancel.variables === task.task_id,
    isRetrying: retry.isPending && retry.variables === task.task_id,
  }));
  const inProgress = tasks.filter((task) => task.status === 'queued' || task.status === 'running').length;
  return (
    <div className={styles.panel}>
      {liveRegion}
      <p className={styles.summary}>{t('queue.summary', { count: inProgress })}</p>
      <GridList aria-label={t('queue.list')} items={rows} className={styles.list} layout="stack">
        {(row) => (
          <QueueRow
            task={row.task}
            isCancelling={row.isCancelling}
            isRetrying={row.isRetrying}
            onCancel={handleCancel}
            onRetry={handleRetry}
            onEditRetry={onEditRetry}
          />
        )}
      </GridList>
    </div>
  );
}
