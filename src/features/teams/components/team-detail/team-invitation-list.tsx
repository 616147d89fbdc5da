import { Mail, X } from 'lucide-react';
import { IconButton } from '@/design-system';
import { type TranslationKey, useTranslation } from '@/lib/i18n';
import { useTeamFormatters } from '../../formatting';
import type { TeamInvitation } from '../../team-types';
import teamSection from '../team-section.module.css';
import styles from './team-invitation-list.module.css';

const knownStatuses = new Set(['pending', 'accepted', 'declined', 'cancelled', 'expired']);

export interface TeamInvitationListProps {
  invitations: TeamInvitation[];
  onCancel: (invitation: TeamInvitation) => void;
}

/** Pending Invitations on a team's page, for owner and admin (spec part 1 §2): e-mail, role, status, date, cancel. */
export function TeamInvitationList({ invitations, onCancel }: TeamInvitationListProps) {
  const { t } = useTranslation();
  const format = useTeamFormatters();
  return (
    <section className={teamSection.section} aria-labelledby="team-pending-invitations-title">
      <h2 id="team-pending-invitations-title" className={teamSection.title}>
        {t('teams.detail.pendingInvitations')}
      </h2>
      <ul className={teamSection.list}>
        {invitations.map((invitation) => (
          <li key={invitation.id} className={teamSection.row}>
            <Mail size={18} aria-hidden="true" className={styles.icon} />
            <span className={styles.who}>
              <bdi className={styles.email}>{invitation.invitee_email}</bdi>
              <span className={styles.meta}>
                <span>{t(`teams.role.${invitation.role}`)}</span>
                <span>{statusText(invitation.status, t)}</span>
              </span>
              {/* A line of its own: beside role and status it wrapped at phone width, a dot leading the new line. */}
              <span className={styles.meta}>{t('teams.detail.sentOn', { date: format.date(invitation.sent_on) })}</span>
            </span>
            <IconButton
              aria-label={t('teams.detail.cancelInvitation', { email: invitation.invitee_email })}
              hasTooltip
              onPress={() => onCancel(invitation)}
            >
              <X />
            </IconButton>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The status as text (spec part 1 §4), translated when it is one the product knows. */
function statusText(status: string, t: (key: TranslationKey) => string): string {
  return knownStatuses.has(status) ? t(`teams.invitationStatus.${status}` as TranslationKey) : status;
}
