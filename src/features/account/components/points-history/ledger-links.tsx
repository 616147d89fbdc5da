import { Image, ReceiptText } from 'lucide-react';
import type { PointsHistoryEntry } from '@contract/browser';
import { Button, Dialog, DialogTrigger, Popover } from '@/design-system';
import { useTranslation } from '@/lib/i18n';
import { LedgerTask } from './ledger-task';
import styles from './points-history-list.module.css';

export interface LedgerLinksProps {
  entry: PointsHistoryEntry;
  /** Opens a creation in the details viewer; without it, no creation link shows. */
  onOpenCreation?: ((mediaId: string) => void) | undefined;
}

/**
 * Where a generation's charge or refund leads: its creation (while it exists: the server stops naming a deleted
 * one) and its task, whose points open in a popover. Other lines lead nowhere.
 */
export function LedgerLinks({ entry, onOpenCreation }: LedgerLinksProps) {
  const { t } = useTranslation();
  const taskId = entry.task_id;
  if (!taskId) return null;
  const mediaId = entry.media_id;
  return (
    <div className={styles.links}>
      {mediaId && onOpenCreation && (
        <Button variant="ghost" size="sm" onPress={() => onOpenCreation(mediaId)}>
          <Image size={14} aria-hidden="true" />
          {t('account.pointsHistory.viewCreation')}
        </Button>
      )}
      <DialogTrigger>
        <Button variant="ghost" size="sm">
          <ReceiptText size={14} aria-hidden="true" />
          {t('account.pointsHistory.viewTask')}
        </Button>
        <Popover placement="bottom start">
          <Dialog title={t('account.pointsHistory.taskTitle')} hasCloseButton={false} className={styles.taskDialog}>
            <LedgerTask taskId={taskId} />
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}
