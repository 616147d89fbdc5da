import { DeferredOverlay } from '@/design-system';
import { preloadable } from '@/lib/lazy';
import type { TeamFormModalProps } from './team-form-modal';

const TeamFormModal = preloadable(async () => (await import('./team-form-modal')).TeamFormModal);

export type TeamFormDialogProps = TeamFormModalProps;

/**
 * A team dialog around one form: Create Team, Invite Member, Transfer Points, Change Role. The modal's code loads
 * when it first opens, not with the team pages.
 */
export function TeamFormDialog(props: TeamFormDialogProps) {
  return (
    <DeferredOverlay isOpen={props.isOpen}>
      <TeamFormModal {...props} />
    </DeferredOverlay>
  );
}
