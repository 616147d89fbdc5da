import type { Notification } from '@contract/browser';
import { notificationsOf, unreadCountOf, type NotificationPages } from '@/domain/notifications';
import { matchingTeamInvitation, type TeamInvitationLike } from './team-invitation-match';

/** What a pending project invitation must have for a notification to be told to announce it. */
export interface ProjectInvitationLike {
  project_name: string;
  inviter_name: string;
}

/** Whether `notification` is the notice of this project invitation: same project, same inviter. */
function announcesProjectInvitation(notification: Notification, invitation: ProjectInvitationLike): boolean {
  if (notification.type !== 'project_invitation') return false;
  const { project_name: projectName, inviter_name: inviterName } = notification.params;
  return String(projectName) === invitation.project_name && String(inviterName) === invitation.inviter_name;
}

/**
 * The pending team invitations none of `notifications` stands for: one sent before the user signed up has no
 * notification, so the panel shows it as a card of its own.
 */
export function teamInvitationsWithoutNotice<T extends TeamInvitationLike>(
  pending: readonly T[],
  notifications: readonly Notification[],
): T[] {
  return pending.filter((invitation) => !notifications.some((notification) => matchingTeamInvitation(notification, [invitation]) !== null));
}

/**
 * The bell's number: the unread notifications, and the invitations still waiting for an answer that no unread
 * notification already stands for. An invitation is counted even when it has no notice of its own (it was sent
 * before the user signed up) or its notice was read, since it still asks for an answer; it is never counted twice.
 */
export function bellCount(
  notifications: NotificationPages | undefined,
  teamInvitations: readonly TeamInvitationLike[],
  projectInvitations: readonly ProjectInvitationLike[],
): number {
  const unread = notificationsOf(notifications).filter((notification) => notification.status === 'unread');
  const unannouncedProject = projectInvitations.filter(
    (invitation) => !unread.some((notification) => announcesProjectInvitation(notification, invitation)),
  );
  return unreadCountOf(notifications) + teamInvitationsWithoutNotice(teamInvitations, unread).length + unannouncedProject.length;
}
