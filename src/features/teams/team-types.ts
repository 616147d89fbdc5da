/**
 * The shapes the team screens show, named as spec part 1 §3 names them (Team, Member, Team invitation): the
 * contract's own types, so the screens take the server's answers as they come.
 */
export type {
  MemberBudget,
  ReceivedTeamInvitation,
  TeamDetails,
  TeamDetailsMember,
  TeamInvitation,
  TeamMember,
  TeamRole,
  TeamSummary,
} from '@contract/browser';

/** A role the owner or an admin can give: owner is implicit (spec part 1 §6). */
export type { TeamMemberRole as AssignableTeamRole } from '@contract/browser';
