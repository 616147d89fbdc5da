import type { Logger } from '../../logger';
import type { TeamNotice, TeamNotifier } from '../teams';
import type { NotifyInput, Notifier } from './notifier';

/** What a team notice says and where it leads: the team's page, or the teams list for one the user is not in. */
function noticeInput(userId: string, notice: TeamNotice): NotifyInput {
  const team = `/teams/${encodeURIComponent(notice.teamId)}`;
  switch (notice.kind) {
    case 'team_invitation':
      return {
        userId,
        code: 'team_invitation',
        params: { team_name: notice.teamName, inviter_name: notice.inviterName, role: notice.role, team_id: notice.teamId },
        // Clicking a team-invitation notification goes to /teams (spec part 1 §2).
        link: '/teams',
      };
    case 'team_role_changed':
      return {
        userId,
        code: 'team_role_changed',
        params: { team_name: notice.teamName, role: notice.role, team_id: notice.teamId },
        link: team,
      };
    case 'team_removed':
      return { userId, code: 'team_removed', params: { team_name: notice.teamName, team_id: notice.teamId }, link: '/teams' };
    case 'team_points_received':
      return {
        userId,
        code: 'team_points_received',
        params: { team_name: notice.teamName, count: notice.amount, sender_name: notice.fromName, team_id: notice.teamId },
        link: team,
      };
  }
}

/** The teams module's notices as notifications; a delivery problem is logged, never thrown (the change has happened). */
export function createTeamNotifier(deps: { notifier: Notifier; logger: Logger }): TeamNotifier {
  return {
    async notify(userId, notice) {
      await deps.notifier.notify(noticeInput(userId, notice)).catch((error: unknown) => {
        deps.logger.error('a team notification could not be stored', { error, kind: notice.kind });
      });
    },
  };
}
