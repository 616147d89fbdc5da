import { Bell, CircleAlert, Coins, CreditCard, FolderOpen, Sparkles, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Notification, NotificationType } from '@contract/browser';
import { Link } from '@/design-system';
import { usePlanNamedParams } from '@/domain/billing';
import { useTemplateNamedParams } from '@/domain/generation';
import { useServerText, useTranslation } from '@/lib/i18n';
import styles from './notification-card.module.css';
import { useNotificationDates } from './notification-dates';

const typeIcons: Record<NotificationType, ReactNode> = {
  invitation: <Users />,
  project_invitation: <FolderOpen />,
  generation_complete: <Sparkles />,
  generation_failed: <CircleAlert />,
  team: <Users />,
  points_received: <Coins />,
  payment: <CreditCard />,
};

export interface NotificationCardProps {
  notification: Notification;
  /** Opening its link: the panel closes and the notification is marked read. */
  onOpen: (notification: Notification) => void;
  /** The Report button (and its confirmation) or anything else at the card's end. */
  actions?: ReactNode;
  /** Accept and Decline of a team invitation that matches a pending one. */
  answer?: ReactNode;
}

/** One notification: its picture or kind, what it says in the interface language, when, and whether it is unread. */
export function NotificationCard({ notification, onOpen, actions, answer }: NotificationCardProps) {
  const { t, i18n } = useTranslation();
  const serverText = useServerText();
  const dates = useNotificationDates();
  const isUnread = notification.status === 'unread';
  const namedParams = useTemplateNamedParams(null, typeof notification.params.template_id === 'string');
  const planNamed = usePlanNamedParams(typeof notification.params.plan_id === 'string');
  const message = serverText('notifications', {
    code: notification.code,
    params: planNamed(namedParams(notification.params)),
    text: notification.message,
  });
  const thumbnail = notification.data.thumbnail_url;
  return (
    <li className={styles.card} data-unread={isUnread || undefined} data-testid="notification-card">
      <span className={styles.visual} aria-hidden="true">
        {thumbnail ? (
          <img src={thumbnail} alt="" className={styles.thumbnail} loading="lazy" />
        ) : (
          (typeIcons[notification.type] ?? <Bell />)
        )}
      </span>
      <div className={styles.body}>
        {/*
         * The message takes the direction of its own first words: an Arabic sentence with an English name inside
         * stays right to left, a server text the browser cannot translate reads left to right. The unread prefix has
         * its own direction, so it is not what decides.
         */}
        <p className={styles.message} dir="auto">
          {isUnread && (
            <span className="visually-hidden" dir={i18n.dir()}>
              {t('shell.notifications.unreadPrefix')}
            </span>
          )}
          {notification.link ? (
            <Link href={notification.link} variant="standalone" className={styles.link} onPress={() => onOpen(notification)}>
              {message}
            </Link>
          ) : (
            message
          )}
        </p>
        <time className={styles.time} dateTime={notification.created_at}>
          {dates.dateTime(notification.created_at)}
        </time>
        {answer && <div className={styles.answer}>{answer}</div>}
      </div>
      <div className={styles.end}>
        {isUnread && <span className={styles.dot} aria-hidden="true" />}
        {actions}
      </div>
    </li>
  );
}
