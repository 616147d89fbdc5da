import { Users } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import type { ReceivedTeamInvitation } from '@contract/browser';
import { InvitationCard, type InvitationAnswer } from './invitation-card';

export interface TeamInvitationCardProps {
  invitation: ReceivedTeamInvitation;
  /** Accept (true) or Decline (false) by the invitation's token. */
  onAnswer: (token: string, accept: boolean) => void;
  /** Which answer is being sent for this invitation, if any. */
  pendingAnswer?: InvitationAnswer | null;
}

/**
 * A pending team invitation no notification stands for (sent before the user signed up): inviter, team, role, sent
 * date, Accept and Decline, so that everything the bell counts can be answered in the panel.
 */
export function TeamInvitationCard({ invitation, onAnswer, pendingAnswer = null }: TeamInvitationCardProps) {
  const { t } = useTranslation();
  return (
    <InvitationCard
      data-testid="team-invitation-card"
      icon={<Users />}
      title={t('shell.notifications.teamInvitationTitle')}
      message={t('shell.notifications.teamInvitation', { inviter: invitation.inviter_name, team: invitation.team_name })}
      grants={t('shell.notifications.role', { role: t(`teams.role.${invitation.role}`) })}
      sentOn={invitation.sent_on}
      onAnswer={(accept) => onAnswer(invitation.token, accept)}
      pendingAnswer={pendingAnswer}
    />
  );
}
