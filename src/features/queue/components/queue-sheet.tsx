import type { QueueTask, TaskInputs } from '@contract/browser';
import { Dialog, SideSheet } from '@/design-system';
import type { TaskEventStream } from '@/domain/generation';
import { useTranslation } from '@/lib/i18n';
import { QueuePanel } from './queue-panel';

export interface QueueSheetProps {
  teamId: string | null;
  events?: TaskEventStream | undefined;
  /** Opens the workshop with a failed task's template, inputs and params. */
  onEditRetry: (inputs: TaskInputs) => void;
}

/** The queue's side panel; it loads with the button's first press (QueueButton). "Edit and retry" closes it first. */
export function QueueSheet({ teamId, events, onEditRetry }: QueueSheetProps) {
  const { t } = useTranslation();
  return (
    <SideSheet>
      <Dialog title={t('queue.title')}>
        {({ close }) => {
          const handleEditRetry = (task: QueueTask) => {
            if (!task.inputs) return;
            close();
            onEditRetry(task.inputs);
          };
          return <QueuePanel teamId={teamId} events={events} onEditRetry={handleEditRetry} />;
        }}
      </Dialog>
    </SideSheet>
  );
}
