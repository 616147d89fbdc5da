import { describe, expect, it } from 'vitest';
import { buildNotification } from '@mocks/fixtures/notification.fixtures';
import { matchingTeamInvitation } from './team-invitation-match';

const pending = [
  { token: 'aurora-by-lena', team_name: 'Aurora Collective', inviter_name: 'lena_draws' },
  { token: 'aurora-by-omar', team_name: 'Aurora Collective', inviter_name: 'omar.k' },
  { token: 'north-by-lena', team_name: 'North Studio', inviter_name: 'lena_draws' },
];

describe('matchingTeamInvitation', () => {
  it('finds the pending invitation with both the same team and the same inviter', () => {
    const notification = buildNotification('team_invitation', { team_name: 'Aurora Collective', inviter_name: 'omar.k' });
    expect(matchingTeamInvitation(notification, pending)?.token).toBe('aurora-by-omar');
  });

  it('finds none when only the team or only the inviter matches', () => {
    const otherInviter = buildNotification('team_invitation', { team_name: 'North Studio', inviter_name: 'omar.k' });
    const otherTeam = buildNotification('team_invitation', { team_name: 'South Studio', inviter_name: 'lena_draws' });
    expect(matchingTeamInvitation(otherInviter, pending)).toBeNull();
    expect(matchingTeamInvitation(otherTeam, pending)).toBeNull();
  });

  it('reads the names from the message of a notification without parameters', () => {
    const notification = { ...buildNotification('team_invitation', {}), message: 'lena_draws invited you to join the team North Studio.' };
    expect(matchingTeamInvitation(notification, pending)?.token).toBe('north-by-lena');
  });

  it('offers nothing for notifications of other kinds', () => {
    const notification = buildNotification('team_removed', { team_name: 'Aurora Collective', inviter_name: 'lena_draws' });
    expect(matchingTeamInvitation(notification, pending)).toBeNull();
  });
});
