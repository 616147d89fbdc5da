import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/design-system';
import styles from './notification-card.module.css';
import { useNotificationDates } from './notification-dates';

/** An invitation's answer on its way, shown on its buttons. */
export type InvitationAnswer = 'accept' | 'decline';

export interface InvitationCardProps {
  /** The kind's icon. */
  icon: ReactNode;
  /** The kind, above the message ('Project invitation'). */
  title: string;
  /** Who invites to what. */
  message: string;
  /** What the invitation grants, on a line of its own ('Permission: Editor'). */
  grants: string;
  /** When it was sent (ISO). */
  sentOn: string;
  /** Accept (true) or Decline (false); the buttons wait while the answer is on its way. */
  onAnswer: (accept: boolean) => void;
  /** Which answer is being sent, if any. @default null */
  pendingAnswer?: InvitationAnswer | null;
  /** Names the card for tests. */
  'data-testid'?: string;
}

/** An invitation waiting for the user's answer (spec part 1 §2): who invites to what, what it grants, when, Accept and Decline. */
export function InvitationCard({ icon, title, message, grants, sentOn, onAnswer, pendingAnswer = null, ...rest }: InvitationCardProps) {
  const { t } = useTranslation();
  const dates = useNotificationDates();
  const isAnswering = pendingAnswer !== null;
  return (
    <li className={styles.card} data-unread="" data-testid={rest['data-testid']}>
      <span className={styles.visual} aria-hidden="true">
        {icon}
      </span>
      <div className={styles.body}>
        <p className={styles.kind}>{title}</p>
        <p className={styles.message} dir="auto">
          {message}
        </p>
        {/* What it grants and the date on lines of their own: joined by a dot, the date wrapped at phone width behind it. */}
        <p className={styles.time}>{grants}</p>
        <p className={styles.time}>{t('shell.notifications.sentOn', { date: dates.date(sentOn) })}</p>
        <div className={styles.answer}>
          <Button
            size="sm"
            variant="primary"
            isPending={pendingAnswer === 'accept'}
            isDisabled={isAnswering}
            onPress={() => onAnswer(true)}
          >
            {t('shell.notifications.accept')}
          </Button>
          <Button size="sm" isPending={pendingAnswer === 'decline'} isDisabled={isAnswering} onPress={() => onAnswer(false)}>
            {t('shell.notifications.decline')}
          </Button>
        </div>
      </div>
    </li>
  );
}
