import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TeamDetails } from '@contract';
import { buildTeamDetails, teamPeople, withSeats } from '@mocks/fixtures/team.fixtures';
import { teamHandlers } from '@mocks/handlers/teams.handlers';
import { useMockServer } from '@mocks/node-server';
import { accountKeys } from '../session';
import { teamKeys } from './keys';
import { applyNewPoolBalance, forgetTeam, teamMutationOptions } from './team-mutations';

const server = useMockServer();

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

function seeded(team: TeamDetails) {
  const queryClient = newClient();
  queryClient.setQueryData(teamKeys.detail(team.id), team);
  queryClient.setQueryData(accountKeys.pointsBalance(), { points_balance: 250 });
  // The refetches after each change have no observer here: keep the cache as the mutation left it.
  queryClient.setQueryDefaults(teamKeys.all, { enabled: false });
  return queryClient;
}

const teamIn = (queryClient: QueryClient, id: string) => queryClient.getQueryData<TeamDetails>(teamKeys.detail(id));

describe('team mutations', () => {
  it('moves points into the pool: the pool and the user’s own balance show the server’s answer at once', async () => {
    const team = buildTeamDetails({ points_balance: 1_200 });
    const queryClient = seeded(team);
    server.use(...teamHandlers.team(team));
    await new MutationObserver(queryClient, teamMutationOptions(queryClient, team.id).transferPoints).mutate(100);
    expect(teamIn(queryClient, team.id)?.points_balance).toBe(1_300);
    expect(queryClient.getQueryData(accountKeys.pointsBalance())).toEqual({ points_balance: 150 });
  });

  it('seats a member and counts the seats as the server does', async () => {
    const team = withSeats(buildTeamDetails(), [], 2);
    const queryClient = seeded(team);
    server.use(...teamHandlers.team(team));
    await new MutationObserver(queryClient, teamMutationOptions(queryClient, team.id).toggleSeat).mutate({
      userId: teamPeople.member.user_id,
      assign: true,
    });
    const after = teamIn(queryClient, team.id);
    expect(after?.seated_members_count).toBe(1);
    expect(after?.members.find((member) => member.user_id === teamPeople.member.user_id)?.is_seated_member).toBe(true);
  });

  it('leaves the seats as they were when the server has none to give', async () => {
    const team = withSeats(buildTeamDetails(), [teamPeople.admin.user_id], 1);
    const queryClient = seeded(team);
    server.use(...teamHandlers.team(team));
    const observer = new MutationObserver(queryClient, teamMutationOptions(queryClient, team.id).toggleSeat);
    await expect(observer.mutate({ userId: teamPeople.member.user_id, assign: true })).rejects.toMatchObject({
      code: 'no_seats_available',
    });
    expect(teamIn(queryClient, team.id)?.seated_members_count).toBe(1);
  });

  it('leaves a team without asking for its details again (which would answer 403), then forgets them', async () => {
    const team = buildTeamDetails({}, 'member');
    const queryClient = seeded(team);
    const asked: string[] = [];
    server.use(...teamHandlers.team(team));
    server.events.on('request:start', ({ request }) => void asked.push(`${request.method} ${new URL(request.url).pathname}`));
    await new MutationObserver(queryClient, teamMutationOptions(queryClient, team.id).leaveTeam).mutate();
    expect(asked).toEqual([`DELETE /api/v1/teams/${team.id}/leave`]);
    expect(teamIn(queryClient, team.id)).toEqual(team);
    server.events.removeAllListeners('request:start');
    forgetTeam(queryClient, team.id);
    expect(teamIn(queryClient, team.id)).toBeUndefined();
  });

  it('writes a team run’s new balance into the pool, not into the user’s own points', () => {
    const team = buildTeamDetails({ points_balance: 500 });
    const queryClient = seeded(team);
    applyNewPoolBalance(queryClient, team.id, 480);
    expect(teamIn(queryClient, team.id)?.points_balance).toBe(480);
    expect(queryClient.getQueryData(accountKeys.pointsBalance())).toEqual({ points_balance: 250 });
  });
});
