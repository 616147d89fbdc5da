import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { DeferredOverlay } from '@/design-system';
import { useErrorMessage } from '@/lib/api';
import { preloadable } from '@/lib/lazy';
import { teamAbilities } from '../../team-abilities';
import type { TeamActions } from '../../team-actions';
import type { TeamDetails, TeamMember } from '../../team-types';
import { MessageDialog } from '../dialogs/message-dialog';
import type { PendingConfirmation } from './team-confirmations';
import type { OpenFormDialog } from './team-dialogs';
import { MemberList } from './member-list';
import { TeamBudgets } from './team-budgets';
import { TeamHeader } from './team-header';
import { TeamInvitationList } from './team-invitation-list';
import styles from './team-detail-view.module.css';

export interface TeamDetailViewProps extends TeamActions {
  team: TeamDetails;
  /** The signed-in user's id, which decides their role here. */
  viewerId: string;
  /** The user's own points, the most they can transfer. */
  userBalance: number;
}

// The forms (with their Selects) and the confirmations load when one first opens, not with the page.
const TeamDialogs = preloadable(async () => (await import('./team-dialogs')).TeamDialogs);
const TeamConfirmations = preloadable(async () => (await import('./team-confirmations')).TeamConfirmations);

/**
 * A team's page once loaded (spec part 1 §2), for whichever role the viewer holds. Failures of the dialogs' own
 * actions show inside them; the others (seat, remove, cancel invitation, delete, leave) open 'An Error Occurred'.
 */
export function TeamDetailView(props: TeamDetailViewProps) {
  const { team, viewerId } = props;
  const { t } = useTranslation();
  const toMessage = useErrorMessage();
  const abilities = teamAbilities(team, viewerId);
  const [formDialog, setFormDialog] = useState<OpenFormDialog | null>(null);
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [seatsChanging, setSeatsChanging] = useState<string[]>([]);

  const showError = (error: unknown) => setErrorMessage(toMessage(error, 'teams.errorDialog.actionFailed'));

  async function handleToggleSeat(member: TeamMember, assign: boolean) {
    setSeatsChanging((ids) => [...ids, member.user_id]);
    try {
      await props.onToggleSeat(member, assign);
    } catch (error) {
      showError(error);
    } finally {
      setSeatsChanging((ids) => ids.filter((id) => id !== member.user_id));
    }
  }

  return (
    <div className={styles.page}>
      <TeamHeader
        team={team}
        abilities={abilities}
        onTransfer={() => setFormDialog({ kind: 'transfer' })}
        onInvite={() => setFormDialog({ kind: 'invite' })}
        onDelete={() => setConfirmation({ kind: 'delete' })}
        onLeave={() => setConfirmation({ kind: 'leave' })}
      />
      <MemberList
        team={team}
        viewerId={viewerId}
        abilities={abilities}
        seatsChanging={seatsChanging}
        onToggleSeat={(member, assign) => void handleToggleSeat(member, assign)}
        onChangeRole={(member) => setFormDialog({ kind: 'changeRole', member })}
        onRemove={(member) => setConfirmation({ kind: 'remove', member })}
        onSetBudget={(member) => setFormDialog({ kind: 'memberBudget', member })}
      />
      <TeamBudgets
        team={team}
        abilities={abilities}
        onSetDefault={() => setFormDialog({ kind: 'defaultBudget', defaultCap: team.default_member_cap })}
      />
      {abilities.canManage && team.invitations.length > 0 && (
        <TeamInvitationList
          invitations={team.invitations}
          onCancel={(invitation) => setConfirmation({ kind: 'cancelInvitation', invitation })}
        />
      )}
      <DeferredOverlay isOpen={formDialog !== null}>
        <TeamDialogs open={formDialog} onClose={() => setFormDialog(null)} userBalance={props.userBalance} actions={props} />
      </DeferredOverlay>
      <DeferredOverlay isOpen={confirmation !== null}>
        <TeamConfirmations
          teamName={team.team_name}
          pending={confirmation}
          onClose={() => setConfirmation(null)}
          actions={props}
          onError={showError}
        />
      </DeferredOverlay>
      <MessageDialog message={errorMessage} title={t('teams.errorDialog.title')} onClose={() => setErrorMessage(null)} />
    </div>
  );
}
