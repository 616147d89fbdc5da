import { describe, expect, it } from 'vitest';
import { membersHeading, teamAbilities, viewerRole } from './team-abilities';
import type { TeamDetails } from './team-types';

const team: TeamDetails = {
  id: 'team-1',
  team_name: 'Night Shift',
  role: 'member',
  members_count: 3,
  owner_user_id: 'owner',
  points_balance: 500,
  seated_members_count: 0,
  purchased_seats: 0,
  max_members: 10,
  can_join: true,
  invitations: [],
  default_member_cap: null,
  my_budget: { monthly_cap: null, cap: null, spent_this_month: 0, remaining: null },
  members: [
    { user_id: 'owner', display_name: 'Olivia', role: 'owner', is_seated_member: false, budget: null },
    { user_id: 'admin', display_name: 'Adam', role: 'admin', is_seated_member: false, budget: null },
    { user_id: 'member', display_name: 'Mona', role: 'member', is_seated_member: false, budget: null },
  ],
};

describe('team abilities', () => {
  it('finds the owner by owner_user_id and the others by their member row', () => {
    expect(viewerRole(team, 'owner')).toBe('owner');
    expect(viewerRole(team, 'admin')).toBe('admin');
    expect(viewerRole(team, 'member')).toBe('member');
  });

  it('lets only the owner transfer points and delete, and everyone else leave', () => {
    expect(teamAbilities(team, 'owner')).toMatchObject({ canTransferPoints: true, canDelete: true, canLeave: false });
    expect(teamAbilities(team, 'admin')).toMatchObject({ canTransferPoints: false, canDelete: false, canLeave: true });
    expect(teamAbilities(team, 'member')).toMatchObject({ canManage: false, canInvite: false, canLeave: true });
  });

  it('offers invitations to owner and admin only while the configuration allows joining', () => {
    expect(teamAbilities(team, 'admin').canInvite).toBe(true);
    expect(teamAbilities({ ...team, can_join: false }, 'admin').canInvite).toBe(false);
  });

  it('shows seat controls only once seats were purchased', () => {
    expect(teamAbilities(team, 'owner').canToggleSeats).toBe(false);
    expect(teamAbilities({ ...team, purchased_seats: 2 }, 'owner').canToggleSeats).toBe(true);
    expect(teamAbilities({ ...team, purchased_seats: 2 }, 'member').canToggleSeats).toBe(false);
  });

  it('words the members heading per role', () => {
    expect(membersHeading(team, teamAbilities(team, 'owner'))).toEqual({
      key: 'teams.detail.membersOfMax',
      values: { current: 3, count: 10 },
    });
    expect(membersHeading(team, teamAbilities(team, 'member'))).toEqual({
      key: 'teams.detail.membersCount',
      values: { count: 3 },
    });
    const alone = { ...team, members: team.members.slice(0, 1) };
    expect(membersHeading(alone, teamAbilities(alone, 'owner')).key).toBe('teams.detail.onlyYou');
  });
});
