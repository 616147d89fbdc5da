export { teamKeys } from './keys';
export {
  answerTeamInvitationMutationOptions,
  applyNewPoolBalance,
  createTeamMutationOptions,
  forgetTeam,
  teamMutationOptions,
} from './team-mutations';
export { pendingTeamInvitationsQueryOptions, teamInvitationPollMs, teamQueryOptions, teamsQueryOptions } from './team-queries';
