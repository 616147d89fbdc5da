import {
  acceptTeamInvitation,
  cancelTeamInvitation,
  createTeam,
  declineTeamInvitation,
  deleteTeam,
  getTeam,
  inviteTeamMember,
  leaveTeam,
  listPendingTeamInvitations,
  listTeams,
  removeTeamMember,
  setTeamDefaultBudget,
  setTeamMemberBudget,
  toggleTeamSeat,
  transferTeamPoints,
  updateTeamMember,
} from '../../../contract';
import { requireSession, type ApiRouter } from '../../http/api-router';
import type { TeamBudgetsService } from './team-budgets.service';
import type { TeamInvitationsService } from './team-invitations.service';
import type { TeamMembersService } from './team-members.service';
import type { TeamPointsService } from './team-points.service';
import type { TeamsService } from './teams.service';

const user = (ctx: Parameters<typeof requireSession>[0]) => requireSession(ctx).userId;

export function registerTeamRoutes(
  router: ApiRouter,
  deps: {
    teams: TeamsService;
    members: TeamMembersService;
    invitations: TeamInvitationsService;
    pool: TeamPointsService;
    budgets: TeamBudgetsService;
  },
): void {
  const { teams, members, invitations, pool, budgets } = deps;
  router.implement(listTeams, async (ctx) => ({ teams: await teams.list(user(ctx)) }));
  router.implement(createTeam, async (ctx) => teams.create(user(ctx), ctx.body.team_name));
  router.implement(getTeam, async (ctx) => teams.details(user(ctx), ctx.params.id));
  router.implement(deleteTeam, async (ctx) => teams.delete(user(ctx), ctx.params.id));
  router.implement(inviteTeamMember, async (ctx) => invitations.invite(user(ctx), ctx.params.id, ctx.body));
  router.implement(cancelTeamInvitation, async (ctx) => invitations.cancel(user(ctx), ctx.params.id, ctx.body.email));
  router.implement(updateTeamMember, async (ctx) => members.changeRole(user(ctx), ctx.params.id, ctx.params.userId, ctx.body.role));
  router.implement(removeTeamMember, async (ctx) => members.remove(user(ctx), ctx.params.id, ctx.params.userId));
  router.implement(leaveTeam, async (ctx) => members.leave(user(ctx), ctx.params.id));
  router.implement(toggleTeamSeat, async (ctx) => members.toggleSeat(user(ctx), ctx.params.id, ctx.params.userId, ctx.body.assign));
  router.implement(transferTeamPoints, async (ctx) => pool.transfer(user(ctx), ctx.params.id, ctx.body.amount, ctx.recordAnswer));
  router.implement(setTeamMemberBudget, async (ctx) =>
    budgets.setMemberCap(user(ctx), ctx.params.id, ctx.params.userId, ctx.body.monthly_cap),
  );
  router.implement(setTeamDefaultBudget, async (ctx) => budgets.setDefaultCap(user(ctx), ctx.params.id, ctx.body.default_member_cap));
  router.implement(listPendingTeamInvitations, async (ctx) => invitations.pending(user(ctx)));
  router.implement(acceptTeamInvitation, async (ctx) => ({ team_id: await invitations.respond(user(ctx), ctx.body.token, 'accept') }));
  router.implement(declineTeamInvitation, async (ctx) => {
    await invitations.respond(user(ctx), ctx.body.token, 'decline');
    return { success: true as const };
  });
}
