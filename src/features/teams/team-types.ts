/**
 * The shapes the team screens show, named as spec part 1 §3 names them (Team, Member, Team invitation). They match
 * `contract/teams.ts` field for field, so the screens take the contract's answers as they come.
 */
export type TeamRole = 'owner' | 'admin' | 'member';

/** A role the owner or an admin can give: owner is implicit (spec part 1 §6). */
export type AssignableTeamRole = Exclude<TeamRole, 'owner'>;

export interface TeamSummary {
  id: string;
  team_name: string;
  role: TeamRole;
  members_count: number;
}

export interface TeamMember {
  user_id: string;
  display_name: string;
  role: TeamRole;
  is_seated_member: boolean;
}

/** An invitation as the team's owner and admins see it. */
export interface TeamInvitation {
  id: string;
  team_name: string;
  inviter_name: string;
  invitee_email: string;
  role: AssignableTeamRole;
  status: string;
  sent_on: string;
}

/** An invitation as its invitee sees it, answered by token. */
export interface ReceivedTeamInvitation extends TeamInvitation {
  token: string;
}

export interface TeamDetails extends TeamSummary {
  owner_user_id: string;
  points_balance: number;
  members: TeamMember[];
  invitations: TeamInvitation[];
  seated_members_count: number;
  purchased_seats: number;
  /** configuration teams.maxMembersPerTeam. */
  max_members: number;
  /** configuration teams.canJoin: whether anyone may be invited now. */
  can_join: boolean;
}
