import { FolderOpen } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n';
import type { ProjectInvitation } from '../../../../contract/browser';
import { Button } from '../../../design-system';
import styles from './notification-card.module.css';
import { useNotificationDates } from './notification-dates';

export interface ProjectInvitationCardProps {
  invitation: ProjectInvitation;
  /** Accept (true) or Decline (false); the buttons wait while the answer is on its way. */
  onAnswer: (invitation: ProjectInvitation, accept: boolean) => void;
  /** Which answer is being sent for this invitation, if any. */
  pendingAnswer?: 'accept' | 'decline' | null;
}

/** A pending project invitation (spec part 1 §2): inviter, project, permission level, sent date, Accept and Decline. */
export function ProjectInvitationCard({ invitation, onAnswer, pendingAnswer = null }: ProjectInvitationCardProps) {
  const { t } = useTranslation();
  const dates = useNotificationDates();
  const isAnswering = pendingAnswer !== null;
  return (
    <li className={styles.card} data-unread="" data-testid="project-invitation-card">
      <span className={styles.visual} aria-hidden="true">
        <FolderOpen />
      </span>
      <div className={styles.body}>
        <p className={styles.kind}>{t('shell.notifications.projectInvitationTitle')}</p>
        <p className={styles.message} dir="auto">
          {t('shell.notifications.projectInvitation', { inviter: invitation.inviter_name, project: invitation.project_name })}
        </p>
        {/* Permission and date on lines of their own: joined by a dot, the date wrapped at phone width behind it. */}
        <p className={styles.time}>
          {t('shell.notifications.permission', { level: t(`shell.notifications.permissions.${invitation.permission_level}`) })}
        </p>
        <p className={styles.time}>{t('shell.notifications.sentOn', { date: dates.date(invitation.sent_on) })}</p>
        <div className={styles.answer}>
          <Button
            size="sm"
            variant="primary"
            isPending={pendingAnswer === 'accept'}
            isDisabled={isAnswering}
            onPress={() => onAnswer(invitation, true)}
          >
            {t('shell.notifications.accept')}
          </Button>
          <Button size="sm" isPending={pendingAnswer === 'decline'} isDisabled={isAnswering} onPress={() => onAnswer(invitation, false)}>
            {t('shell.notifications.decline')}
          </Button>
        </div>
      </div>
    </li>
  );
}
