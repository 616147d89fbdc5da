import { useTranslation } from '@/lib/i18n';
import { useTeamFormatters } from '../../formatting';
import type { TeamDetailsMember, TeamMember } from '../../team-types';
import { BudgetForm } from '../dialogs/budget-form';
import { ChangeRoleForm } from '../dialogs/change-role-form';
import { InviteMemberForm } from '../dialogs/invite-member-form';
import { TeamFormDialog } from '../dialogs/team-form-dialog';
import { TransferPointsForm } from '../dialogs/transfer-points-form';
import type { TeamActions } from '../../team-actions';

export type OpenFormDialog =
  | { kind: 'transfer' }
  | { kind: 'invite' }
  | { kind: 'changeRole'; member: TeamMember }
  | { kind: 'memberBudget'; member: TeamDetailsMember }
  | { kind: 'defaultBudget'; defaultCap: number | null };

interface TeamDialogsProps {
  open: OpenFormDialog | null;
  onClose: () => void;
  userBalance: number;
  actions: Pick<TeamActions, 'onTransferPoints' | 'onInvite' | 'onChangeRole' | 'onSetMemberCap' | 'onSetDefaultCap'>;
}

/** The team page's form dialogs: Transfer Points, Invite Member, Change Role and the budgets; one open at a time. */
export function TeamDialogs({ open, onClose, userBalance, actions }: TeamDialogsProps) {
  const { t } = useTranslation();
  const format = useTeamFormatters();
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
      <TeamFormDialog title={t('teams.budget.memberTitle')} isOpen={open?.kind === 'memberBudget'} onOpenChange={handleOpenChange}>
        {(close) =>
          open?.kind === 'memberBudget' && (
            <BudgetForm
              description={t('teams.budget.memberDescription', {
                name: open.member.display_name,
                spent: format.points(open.member.budget?.spent_this_month ?? 0),
              })}
              currentCap={open.member.budget?.monthly_cap ?? null}
              onSave={(cap) => actions.onSetMemberCap(open.member, cap)}
              onClose={close}
            />
          )
        }
      </TeamFormDialog>
      <TeamFormDialog title={t('teams.budget.defaultTitle')} isOpen={open?.kind === 'defaultBudget'} onOpenChange={handleOpenChange}>
        {(close) =>
          open?.kind === 'defaultBudget' && (
            <BudgetForm
              description={t('teams.budget.defaultDescription')}
              currentCap={open.defaultCap}
              onSave={actions.onSetDefaultCap}
              onClose={close}
            />
          )
        }
      </TeamFormDialog>
    </>
  );
}
