import { ListTodo } from 'lucide-react';
import type { TaskInputs } from '@contract/browser';
import { CountedIconButton, DeferredDialogTrigger } from '@/design-system';
import type { TaskEventStream } from '@/domain/generation';
import { useTranslation } from '@/lib/i18n';
import { preloadable } from '@/lib/lazy';
import { useTasksInProgress } from '../api/use-tasks-in-progress';

export interface QueueButtonProps {
  /** The active workspace: a team's id, or null for the personal one. */
  teamId: string | null;
  /** The tab's event stream (the app's), for live changes while the panel is open. */
  events?: TaskEventStream | undefined;
  /** "Edit and retry": opens the workshop filled with the task's inputs (the app navigates, as a remix does). */
  onEditRetry: (inputs: TaskInputs) => void;
  /** Whether the panel is open, for an owner that opens it from elsewhere too (the command palette). */
  isOpen?: boolean;
  /** Called when the panel opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

const QueueSheet = preloadable(async () => (await import('./queue-sheet')).QueueSheet);

/**
 * The top bar's Queue button and the side panel it opens from the inline end. A button in the tab order, so
 * the keyboard reaches it like the bell; the panel traps focus, closes on Escape or Back, and gives focus back.
 */
export function QueueButton({ teamId, events, onEditRetry, isOpen, onOpenChange }: QueueButtonProps) {
  const { t } = useTranslation();
  const inProgress = useTasksInProgress(teamId, events);
  return (
    <DeferredDialogTrigger
      dialog={<QueueSheet teamId={teamId} events={events} onEditRetry={onEditRetry} />}
      preload={QueueSheet.preload}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <CountedIconButton
        count={inProgress}
        aria-label={inProgress > 0 ? t('queue.openWithCount', { count: inProgress }) : t('queue.open')}
        data-testid="queue-count"
      >
        <ListTodo />
      </CountedIconButton>
    </DeferredDialogTrigger>
  );
}
