import type { QueueTask } from '../../../../contract/browser';
import { Dialog, SideSheet } from '../../../design-system';
import type { TaskEventStream } from '../../../domain/generation';
import { paths } from '../../../domain/paths';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/router';
import { QueuePanel } from './queue-panel';

export interface QueueSheetProps {
  teamId: string | null;
  events?: TaskEventStream | undefined;
}

/**
 * The queue's side panel; it loads with the button's first press (QueueButton). "Edit and retry" closes it and
 * opens the workshop with the task's template, inputs and params, as a remix does.
 */
export function QueueSheet({ teamId, events }: QueueSheetProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <SideSheet>
      <Dialog title={t('queue.title')}>
        {({ close }) => {
          const handleEditRetry = (task: QueueTask) => {
            if (!task.inputs) return;
            close();
            const state = { user_inputs: task.inputs.user_inputs, user_params: task.inputs.user_params, action: 'remix' as const };
            void navigate(paths.workshop(task.inputs.template_id), { state });
          };
          return <QueuePanel teamId={teamId} events={events} onEditRetry={handleEditRetry} />;
        }}
      </Dialog>
    </SideSheet>
  );
}
