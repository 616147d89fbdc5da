import { FolderOpen } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import type { ProjectInvitation } from '@contract/browser';
import { InvitationCard, type InvitationAnswer } from './invitation-card';

export interface ProjectInvitationCardProps {
  invitation: ProjectInvitation;
  /** Accept (true) or Decline (false); the buttons wait while the answer is on its way. */
  onAnswer: (invitation: ProjectInvitation, accept: boolean) => void;
  /** Which answer is being sent for this invitation, if any. */
  pendingAnswer?: InvitationAnswer | null;
}

/** A pending project invitation (spec part 1 §2): inviter, project, permission level, sent date, Accept and Decline. */
export function ProjectInvitationCard({ invitation, onAnswer, pendingAnswer = null }: ProjectInvitationCardProps) {
  const { t } = useTranslation();
  return (
    <InvitationCard
      data-testid="project-invitation-card"
      icon={<FolderOpen />}
      title={t('shell.notifications.projectInvitationTitle')}
      message={t('shell.notifications.projectInvitation', { inviter: invitation.inviter_name, project: invitation.project_name })}
      grants={t('shell.notifications.permission', { level: t(`shell.notifications.permissions.${invitation.permission_level}`) })}
      sentOn={invitation.sent_on}
      onAnswer={(accept) => onAnswer(invitation, accept)}
      pendingAnswer={pendingAnswer}
    />
  );
}
