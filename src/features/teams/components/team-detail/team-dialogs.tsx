import { useTranslation } from '../../../../lib/i18n';
import type { TeamMember } from '../../team-types';
import { ChangeRoleForm } from '../dialogs/change-role-form';
import { InviteMemberForm } from '../dialogs/invite-member-form';
import { TeamFormDialog } from '../dialogs/team-form-dialog';
import { TransferPointsForm } from '../dialogs/transfer-points-form';
import type { TeamActions } from '../../team-actions';

export type OpenFormDialog = { kind: 'transfer' } | { kind: 'invite' } | { kind: 'changeRole'; member: TeamMember };

interface TeamDialogsProps {
  open: OpenFormDialog | null;
  onClose: () => void;
  userBalance: number;
  actions: Pick<TeamActions, 'onTransferPoints' | 'onInvite' | 'onChangeRole'>;
}

/** The team page's form dialogs: Transfer Points, Invite Member and Change Role; one open at a time. */
export function TeamDialogs({ open, onClose, userBalance, actions }: TeamDialogsProps) {
  const { t } = useTranslation();
  const handleOpenChange = (isOpen: boolean) => !isOpen && onClose();
  return (
    <>
      <TeamFormDialog title={t('teams.transfer.title')} isOpen={open?.kind === 'transfer'} onOpenChange={handleOpenChange}>
        {(close) => <TransferPointsForm balance={userBalance} onTransfer={actions.onTransferPoints} onClose={close} />}
      </TeamFormDialog>
      <TeamFormDialog title={t('teams.invite.title')} isOpen={open?.kind === 'invite'} onOpenChange={handleOpenChange}>
        {(close) => <InviteMemberForm onInvite={actions.onInvite} onClose={close} />}
      </TeamFormDialog>
      <TeamFormDialog title={t('teams.changeRole.title')} isOpen={open?.kind === 'changeRole'} onOpenChange={handleOpenChange}>
        {(close) =>
          open?.kind === 'changeRole' && (
            <ChangeRoleForm member={open.member} onChangeRole={(role) => actions.onChangeRole(open.member, role)} onClose={close} />
          )
        }
      </TeamFormDialog>
    </>
  );
}
