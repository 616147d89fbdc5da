import type { Notification } from '@contract/browser';

/** What a pending team invitation must have for a notification to be matched with it (spec part 1 §3). */
export interface TeamInvitationLike {
  team_name: string;
  inviter_name: string;
}

/**
 * The pending team invitation a team-invitation notification stands for, or null: Accept and Decline show only
 * when one matches both the team name and the inviter name (spec part 1 §2). The names come from the
 * notification's parameters, or from its message when it has none.
 */
export function matchingTeamInvitation<T extends TeamInvitationLike>(notification: Notification, pending: readonly T[]): T | null {
  if (notification.type !== 'invitation') return null;
  const { team_name: teamName, inviter_name: inviterName } = notification.params;
  const matches = (invitation: T) =>
    teamName !== undefined && inviterName !== undefined
      ? invitation.team_name === String(teamName) && invitation.inviter_name === String(inviterName)
      : notification.message.includes(invitation.team_name) && notification.message.includes(invitation.inviter_name);
  return pending.find(matches) ?? null;
}
