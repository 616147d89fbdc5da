export { teamKeys } from './keys';
export {
  answerTeamInvitationMutationOptions,
  applyNewPoolBalance,
  createTeamMutationOptions,
  forgetTeam,
  teamMutationOptions,
} from './team-mutations';
export { pendingTeamInvitationsQueryOptions, teamQueryOptions, teamsQueryOptions } from './team-queries';
