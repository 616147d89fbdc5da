import type { TranslationKey } from '@/lib/i18n';
import type { TeamDetails, TeamRole } from './team-types';

/** What the viewer may do on a team's page (spec part 1 §6); the server refuses the rest on its own. */
export interface TeamAbilities {
  role: TeamRole;
  isOwner: boolean;
  /** Owner or admin: invite, remove, change roles, cancel invitations, see seats. */
  canManage: boolean;
  canTransferPoints: boolean;
  /** Also gated by the configuration flag teams.canJoin. */
  canInvite: boolean;
  canDelete: boolean;
  canLeave: boolean;
  /** Per-member seat control: owner or admin, and only once seats have been purchased. */
  canToggleSeats: boolean;
}

/** The viewer's role: owner when owner_user_id is theirs, else their row in the members list. */
export function viewerRole(team: TeamDetails, viewerId: string): TeamRole {
  if (team.owner_user_id === viewerId) return 'owner';
  return team.members.find((member) => member.user_id === viewerId)?.role ?? team.role;
}

export function teamAbilities(team: TeamDetails, viewerId: string): TeamAbilities {
  const role = viewerRole(team, viewerId);
  const isOwner = role === 'owner';
  const canManage = isOwner || role === 'admin';
  return {
    role,
    isOwner,
    canManage,
    canTransferPoints: isOwner,
    canInvite: canManage && team.can_join,
    canDelete: isOwner,
    canLeave: !isOwner,
    canToggleSeats: canManage && team.purchased_seats > 0,
  };
}

/**
 * The members list's heading (spec part 1 §2): owner and admin see '{current} / {max} Members', an owner alone sees
 * 'Members (Only You)', a plain member '{count} Members'.
 */
export function membersHeading(team: TeamDetails, abilities: TeamAbilities): { key: TranslationKey; values: Record<string, number> } {
  const count = team.members.length;
  if (abilities.isOwner && count <= 1) return { key: 'teams.detail.onlyYou', values: {} };
  if (abilities.canManage) return { key: 'teams.detail.membersOfMax', values: { current: count, count: team.max_members } };
  return { key: 'teams.detail.membersCount', values: { count } };
}
