import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/design-system';
import type { ReceivedTeamInvitation } from '../../team-types';
import { useTeamFormatters } from '../../formatting';
import teamSection from '../team-section.module.css';
import styles from './pending-team-invitations.module.css';

export interface PendingTeamInvitationsProps {
  invitations: ReceivedTeamInvitation[];
  /** Accepts; the promise settles when the server has answered. */
  onAccept: (invitation: ReceivedTeamInvitation) => Promise<unknown>;
  onDecline: (invitation: ReceivedTeamInvitation) => Promise<unknown>;
}

/** Invitations waiting for the user on the teams list (spec part 1 §2), each with Accept and Decline. */
export function PendingTeamInvitations({ invitations, onAccept, onDecline }: PendingTeamInvitationsProps) {
  const { t } = useTranslation();
  const format = useTeamFormatters();
  // Which invitation is being answered, and how: its buttons rest until the server has answered.
  const [answering, setAnswering] = useState<{ id: string; answer: 'accept' | 'decline' } | null>(null);

  async function answer(invitation: ReceivedTeamInvitation, kind: 'accept' | 'decline') {
    setAnswering({ id: invitation.id, answer: kind });
    try {
      await (kind === 'accept' ? onAccept(invitation) : onDecline(invitation));
    } catch {
      // The caller reports the failure (a toast); the invitation stays so the user can try again.
    } finally {
      setAnswering(null);
    }
  }

  return (
    <section className={teamSection.section} aria-labelledby="team-invitations-title">
      <h2 id="team-invitations-title" className={teamSection.title}>
        {t('teams.invitations.title')}
      </h2>
      <ul className={styles.list}>
        {invitations.map((invitation) => {
          const isBusy = answering?.id === invitation.id;
          return (
            <li key={invitation.id} className={styles.card}>
              <Mail size={20} aria-hidden="true" className={styles.icon} />
              <div className={styles.text}>
                <p className={styles.message} dir="auto">
                  {t('teams.invitations.message', {
                    inviter: invitation.inviter_name,
                    team: invitation.team_name,
                    role: t(`teams.role.${invitation.role}`),
                  })}
                </p>
                <p className={styles.date}>{t('teams.detail.sentOn', { date: format.date(invitation.sent_on) })}</p>
              </div>
              <div className={styles.actions}>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('teams.invitations.declineLabel', { team: invitation.team_name })}
                  isPending={isBusy && answering.answer === 'decline'}
                  isDisabled={isBusy}
                  onPress={() => void answer(invitation, 'decline')}
                >
                  {t('teams.invitations.decline')}
                </Button>
                <Button
                  size="sm"
                  variant="primary"
                  aria-label={t('teams.invitations.acceptLabel', { team: invitation.team_name })}
                  isPending={isBusy && answering.answer === 'accept'}
                  isDisabled={isBusy}
                  onPress={() => void answer(invitation, 'accept')}
                >
                  {t('teams.invitations.accept')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
