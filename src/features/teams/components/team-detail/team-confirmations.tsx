import { useTranslation } from '@/lib/i18n';
import { AlertDialog } from '@/design-system';
import type { TeamInvitation, TeamMember } from '../../team-types';
import type { TeamActions } from '../../team-actions';

export type PendingConfirmation =
  | { kind: 'delete' }
  | { kind: 'leave' }
  | { kind: 'remove'; member: TeamMember }
  | { kind: 'cancelInvitation'; invitation: TeamInvitation };

interface TeamConfirmationsProps {
  teamName: string;
  pending: PendingConfirmation | null;
  onClose: () => void;
  actions: Pick<TeamActions, 'onDeleteTeam' | 'onLeaveTeam' | 'onRemoveMember' | 'onCancelInvitation'>;
  /** A refused action closes its confirmation and shows 'An Error Occurred' with the message. */
  onError: (error: unknown) => void;
}

/** The confirmations before the team page's consequential actions: delete, leave, remove, cancel an invitation. */
export function TeamConfirmations({ teamName, pending, onClose, actions, onError }: TeamConfirmationsProps) {
  const { t } = useTranslation();
  const text = useConfirmationText(pending, teamName);
  if (!pending || !text) return null;
  const run = () => perform(pending, actions).catch(onError);
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      variant="destructive"
      title={text.title}
      confirmLabel={text.confirm}
      cancelLabel={pending.kind === 'cancelInvitation' ? t('teams.confirm.keep') : undefined}
      onConfirm={run}
    >
      <p>{text.message}</p>
    </AlertDialog>
  );
}

function perform(pending: PendingConfirmation, actions: TeamConfirmationsProps['actions']): Promise<unknown> {
  switch (pending.kind) {
    case 'delete':
      return actions.onDeleteTeam();
    case 'leave':
      return actions.onLeaveTeam();
    case 'remove':
      return actions.onRemoveMember(pending.member);
    case 'cancelInvitation':
      return actions.onCancelInvitation(pending.invitation);
  }
}

function useConfirmationText(pending: PendingConfirmation | null, team: string) {
  const { t } = useTranslation();
  switch (pending?.kind) {
    case undefined:
      return null;
    case 'delete':
      return {
        title: t('teams.confirm.deleteTitle'),
        message: t('teams.confirm.deleteMessage', { team }),
        confirm: t('teams.confirm.deleteConfirm'),
      };
    case 'leave':
      return {
        title: t('teams.confirm.leaveTitle'),
        message: t('teams.confirm.leaveMessage', { team }),
        confirm: t('teams.confirm.leaveConfirm'),
      };
    case 'remove':
      return {
        title: t('teams.confirm.removeTitle'),
        message: t('teams.confirm.removeMessage', { name: pending.member.display_name }),
        confirm: t('teams.confirm.removeConfirm'),
      };
    case 'cancelInvitation':
      return {
        title: t('teams.confirm.cancelInvitationTitle'),
        message: t('teams.confirm.cancelInvitationMessage', { email: pending.invitation.invitee_email }),
        confirm: t('teams.confirm.cancelInvitationConfirm'),
      };
  }
}
