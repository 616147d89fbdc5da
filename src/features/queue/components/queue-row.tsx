import { CircleCheck, CircleX, Clock, Loader, Pencil, RotateCw, Ban } from 'lucide-react';
import { GridListItem } from 'react-aria-components';
import type { QueueTask } from '@contract/browser';
import { Button, ProgressBar } from '@/design-system';
import { useServerText, useTranslation } from '@/lib/i18n';
import { queueStatusOf } from './queue-announcements';
import styles from './queue-row.module.css';

export interface QueueRowProps {
  task: QueueTask;
  /** The cancel of this task is under way. */
  isCancelling: boolean;
  isRetrying: boolean;
  onCancel: (task: QueueTask) => void;
  onRetry: (task: QueueTask) => void;
  onEditRetry: (task: QueueTask) => void;
}

const icons = { queued: Clock, running: Loader, complete: CircleCheck, failed: CircleX, cancelled: Ban };

/** One task: what it is, its state (place in line, progress, the reason it failed) and what may be done with it. */
export function QueueRow({ task, isCancelling, isRetrying, onCancel, onRetry, onEditRetry }: QueueRowProps) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const status = queueStatusOf(task);
  const Icon = icons[status];
  const template = task.template_label;
  const statusText = {
    queued: task.place ? `${t('queue.waiting')} ${t('queue.place', { place: task.place })}` : t('queue.waiting'),
    running: t('queue.running'),
    complete: t('queue.complete'),
    failed: t('queue.failed'),
    cancelled: t('queue.cancelled'),
  }[status];
  const reason =
    status === 'failed' && task.error_message !== null
      ? serverText('taskErrors', { code: task.error_code ?? null, params: task.error_params ?? null, text: task.error_message })
      : null;
  // A task that failed or was cancelled gave its points back (the server refunds both): the row says how many.
  const refund =
    task.cost === 0
      ? null
      : status === 'cancelled'
        ? t('queue.refunded', { count: task.cost })
        : status === 'failed'
          ? t('queue.failedRefunded', { count: task.cost })
          : null;
  return (
    <GridListItem id={task.task_id} textValue={`${template}, ${statusText}`} className={styles.row} data-status={status}>
      <span className={styles.icon} aria-hidden="true">
        <Icon size={18} />
      </span>
      <div className={styles.body}>
        <div className={styles.heading}>
          <span className={styles.template}>{template}</span>
          <span className={styles.status}>{isCancelling ? t('queue.cancelling') : statusText}</span>
        </div>
        {!task.is_own && <span className={styles.owner}>{t('queue.startedBy', { name: task.owner_name })}</span>}
        {status === 'running' && (
          <ProgressBar
            aria-label={t('queue.progress')}
            size="sm"
            value={task.progress ?? undefined}
            isIndeterminate={task.progress === null}
            hasValueText={task.progress !== null}
          />
        )}
        {reason && <p className={styles.reason}>{reason}</p>}
        {refund && <p className={styles.refund}>{refund}</p>}
        {(task.can_cancel || task.can_retry) && (
          <div className={styles.actions}>
            {task.can_cancel && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('queue.cancelTask', { template })}
                isPending={isCancelling}
                onPress={() => onCancel(task)}
              >
                {t('queue.cancel')}
              </Button>
            )}
            {task.can_retry && (
              <>
                <Button size="sm" aria-label={t('queue.retryTask', { template })} isPending={isRetrying} onPress={() => onRetry(task)}>
                  <RotateCw size={16} aria-hidden="true" />
                  {t('queue.retry')}
                </Button>
                <Button size="sm" variant="ghost" aria-label={t('queue.editRetryTask', { template })} onPress={() => onEditRetry(task)}>
                  <Pencil size={16} aria-hidden="true" />
                  {t('queue.editRetry')}
                </Button>
              </>
            )}
          </div>
        )}
      </div>
    </GridListItem>
  );
}
