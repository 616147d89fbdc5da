import type { TeamDetails, TeamInvitation, TeamMember } from '../../../contract';
import type { Executor } from '../../db/database';
import { isManager, type TeamAccess } from './team-access';
import { budgetOf } from './team-budgets';
import { monthOf, spentByMembers } from './team-budgets.repository';
import { pendingInvitationsOf, type TeamInvitationListing } from './team-invitations.repository';
import { findPoolAccount, membersOf } from './teams.repository';

/** The configuration's team settings (`teams.canJoin`, `teams.maxMembersPerTeam`). */
export interface TeamSettings {
  canJoin: boolean;
  maxMembersPerTeam: number;
}

export function invitationView(row: TeamInvitationListing): TeamInvitation {
  return {
    id: row.id,
    team_name: row.teamName,
    inviter_name: row.inviterName ?? '',
    invitee_email: row.inviteeEmail,
    role: row.role,
    status: row.status,
    sent_on: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

export function memberView(row: { userId: string; displayName: string; role: TeamMember['role']; isSeated: boolean }): TeamMember {
  return { user_id: row.userId, display_name: row.displayName, role: row.role, is_seated_member: row.isSeated };
}

/**
 * A team as `access` (the caller's membership) may see it: invitations and every member's budget only for its
 * owner and admins; anyone else sees their own budget only. `now` picks the month budgets count.
 */
export async function teamDetails(
  db: Executor,
  viewerId: string,
  access: TeamAccess,
  settings: TeamSettings,
  now: Date,
): Promise<TeamDetails> {
  const { team } = access;
  const isManaging = isManager(access.role);
  const [members, pool, invitations] = await Promise.all([
    membersOf(db, team.id),
    findPoolAccount(db, team.id),
    isManaging ? pendingInvitationsOf(db, team.id) : Promise.resolve([]),
  ]);
  const viewer = members.find((member) => member.userId === viewerId) ?? null;
  const visible = isManaging ? members : viewer ? [viewer] : [];
  const spent = await spentByMembers(
    db,
    team.id,
    visible.map((member) => member.userId),
    monthOf(now),
  );
  const budgetOfRow = (member: (typeof members)[number]) => budgetOf(member, team.defaultMemberCap, spent.get(member.userId) ?? 0);
  return {
    id: team.id,
    team_name: team.name,
    role: access.role,
    members_count: members.length,
    owner_user_id: team.ownerUserId,
    points_balance: pool?.balance ?? 0,
    members: members.map((member) => ({ ...memberView(member), budget: visible.includes(member) ? budgetOfRow(member) : null })),
    invitations: invitations.map(invitationView),
    seated_members_count: members.filter((member) => member.isSeated).length,
    purchased_seats: team.purchasedSeats,
    max_members: settings.maxMembersPerTeam,
    can_join: settings.canJoin,
    default_member_cap: team.defaultMemberCap,
    my_budget: viewer ? budgetOfRow(viewer) : budgetOf(access, team.defaultMemberCap, 0),
  };
}
