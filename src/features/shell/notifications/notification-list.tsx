import { CheckCheck, Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Notification, ProjectInvitation, ReceivedTeamInvitation } from '@contract/browser';
import { AlertDialog, Button, IconButton, Skeleton, Spinner } from '@/design-system';
import type { InvitationAnswer } from './invitation-card';
import { NotificationCard } from './notification-card';
import styles from './notification-list.module.css';
import { NotificationsEmpty } from './notifications-empty';
import { ProjectInvitationCard } from './project-invitation-card';
import { TeamInvitationCard } from './team-invitation-card';
import { useLoadMoreWhenVisible } from './use-load-more';

/** An invitation's answer on its way, shown on its buttons. */
interface PendingAnswer {
  token: string;
  answer: InvitationAnswer;
}

export interface NotificationListProps {
  notifications: readonly Notification[];
  projectInvitations: readonly ProjectInvitation[];
  /** Pending team invitations no notification stands for (sent before sign-up); answered with onAnswerTeamInvitation. @default [] */
  teamInvitations?: readonly ReceivedTeamInvitation[];
  /** 'pending' before the first page arrives, 'error' when it could not load. */
  status: 'pending' | 'error' | 'success';
  hasMore: boolean;
  isLoadingMore: boolean;
  /** Whether anything is unread, so 'Mark all as read' has something to do. */
  canMarkAllRead: boolean;
  onMarkAllRead: () => void;
  onLoadMore: () => void;
  onRetry: () => void;
  /** The user opened a notification's link. */
  onOpen: (notification: Notification) => void;
  /** Reports a notification; resolves when support has it, rejects when it failed (the caller tells which). */
  onReport: (notification: Notification) => Promise<unknown>;
  onAnswerProjectInvitation: (invitation: ProjectInvitation, accept: boolean) => void;
  answeringProjectInvitation?: PendingAnswer | null;
  /** The token of the pending team invitation a team-invitation notification matches, or null (spec part 1 §2). */
  teamInvitationTokenFor?: (notification: Notification) => string | null;
  onAnswerTeamInvitation?: (token: string, accept: boolean) => void;
  answeringTeamInvitation?: PendingAnswer | null;
}

/** The notification centre's content: invitations first, then notifications newest first, loading more on scroll. */
export function NotificationList(props: NotificationListProps) {
  const { t } = useTranslation();
  const [toReport, setToReport] = useState<Notification | null>(null);
  const { hasMore, isLoadingMore, onLoadMore } = props;
  const endRef = useLoadMoreWhenVisible<HTMLDivElement>(onLoadMore, props.status === 'success' && hasMore && !isLoadingMore);

  if (props.status === 'pending') {
    return (
      <div className={styles.list} aria-busy="true" data-testid="notifications-loading">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={styles.skeleton}>
            <Skeleton shape="rect" width={48} height={48} />
            <Skeleton lines={2} />
          </div>
        ))}
      </div>
    );
  }
  if (props.status === 'error') {
    return (
      <div className={styles.error} role="alert">
        <p>{t('shell.notifications.loadFailed')}</p>
        <Button size="sm" onPress={props.onRetry}>
          {t('shell.notifications.retry')}
        </Button>
      </div>
    );
  }
  const teamInvitations = props.teamInvitations ?? [];
  const invitationCount = props.projectInvitations.length + teamInvitations.length;
  if (props.notifications.length === 0 && invitationCount === 0) return <NotificationsEmpty />;
  const onAnswerTeam = props.onAnswerTeamInvitation;
  const teamPending = (token: string) => (props.answeringTeamInvitation?.token === token ? props.answeringTeamInvitation.answer : null);

  const teamAnswer = (notification: Notification) => {
    const token = props.teamInvitationTokenFor?.(notification) ?? null;
    if (!token || !onAnswerTeam) return undefined;
    const pending = teamPending(token);
    return (
      <>
        <Button
          size="sm"
          variant="primary"
          isPending={pending === 'accept'}
          isDisabled={pending !== null}
          onPress={() => onAnswerTeam(token, true)}
        >
          {t('shell.notifications.accept')}
        </Button>
        <Button size="sm" isPending={pending === 'decline'} isDisabled={pending !== null} onPress={() => onAnswerTeam(token, false)}>
          {t('shell.notifications.decline')}
        </Button>
      </>
    );
  };

  return (
    <div className={styles.list}>
      {props.canMarkAllRead && (
        <div className={styles.toolbar}>
          <Button size="sm" variant="ghost" onPress={props.onMarkAllRead}>
            <CheckCheck size={16} aria-hidden="true" />
            {t('shell.notifications.markAllRead')}
          </Button>
        </div>
      )}
      {invitationCount > 0 && (
        <section className={styles.section} aria-labelledby="notification-invitations">
          <h3 id="notification-invitations" className={styles.heading}>
            {t('shell.notifications.invitations')}
          </h3>
          <ul className={styles.cards}>
            {props.projectInvitations.map((invitation) => (
              <ProjectInvitationCard
                key={invitation.token}
                invitation={invitation}
                onAnswer={props.onAnswerProjectInvitation}
                pendingAnswer={
                  props.answeringProjectInvitation?.token === invitation.token ? props.answeringProjectInvitation.answer : null
                }
              />
            ))}
            {onAnswerTeam &&
              teamInvitations.map((invitation) => (
                <TeamInvitationCard
                  key={invitation.token}
                  invitation={invitation}
                  onAnswer={onAnswerTeam}
                  pendingAnswer={teamPending(invitation.token)}
                />
              ))}
          </ul>
        </section>
      )}
      {props.notifications.length > 0 && (
        <section className={styles.section} aria-labelledby="notification-list">
          <h3 id="notification-list" className={styles.heading}>
            {t('shell.notifications.list')}
          </h3>
          <ul className={styles.cards}>
            {props.notifications.map((notification) => (
              <NotificationCard
                key={notification.id}
                notification={notification}
                onOpen={props.onOpen}
                answer={teamAnswer(notification)}
                actions={
                  <IconButton size="sm" aria-label={t('shell.notifications.report')} hasTooltip onPress={() => setToReport(notification)}>
                    <Flag />
                  </IconButton>
                }
              />
            ))}
          </ul>
        </section>
      )}
      <div ref={endRef} className={styles.end}>
        {isLoadingMore && (
          <p className={styles.loadingMore} role="status">
            <Spinner size="sm" />
            {t('shell.notifications.loadingMore')}
          </p>
        )}
      </div>
      <AlertDialog
        isOpen={toReport !== null}
        onOpenChange={(isOpen) => !isOpen && setToReport(null)}
        title={t('shell.notifications.reportTitle')}
        confirmLabel={t('shell.notifications.reportConfirm')}
        cancelLabel={t('shell.notifications.cancel')}
        onConfirm={() => (toReport ? props.onReport(toReport) : undefined)}
      >
        {t('shell.notifications.reportBody')}
      </AlertDialog>
    </div>
  );
}
