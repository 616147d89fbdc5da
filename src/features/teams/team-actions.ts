import type { AssignableTeamRole, TeamInvitation, TeamMember } from './team-types';

/** What can be done on a team's page; each promise rejects with the server's error. */
export interface TeamActions {
  onTransferPoints: (amount: number) => Promise<unknown>;
  onInvite: (input: { email: string; role: AssignableTeamRole }) => Promise<unknown>;
  onChangeRole: (member: TeamMember, role: AssignableTeamRole) => Promise<unknown>;
  onRemoveMember: (member: TeamMember) => Promise<unknown>;
  onToggleSeat: (member: TeamMember, assign: boolean) => Promise<unknown>;
  /** Sets a member's own monthly cap, or clears it (null) so the team's default applies. */
  onSetMemberCap: (member: TeamMember, monthlyCap: number | null) => Promise<unknown>;
  /** Sets the monthly cap of members without their own, or clears it (null). */
  onSetDefaultCap: (defaultCap: number | null) => Promise<unknown>;
  onCancelInvitation: (invitation: TeamInvitation) => Promise<unknown>;
  onDeleteTeam: () => Promise<unknown>;
  onLeaveTeam: () => Promise<unknown>;
}
