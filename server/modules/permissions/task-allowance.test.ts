import { describe, expect, it } from 'vitest';
import { getTaskAllowance, tiers } from '../../../contract';
import { tierRules } from '../../catalog/tiers';
import { createTestApp } from '../../test/test-app';
import { setTier, signedInUser } from '../../test/users';
import { createUserDirectory } from '../user';
import { createPermissionService } from './permissions.service';
import { createTaskAllowanceService } from './task-allowance.service';
import type { TeamDirectory } from './team-directory';

const noTeams: TeamDirectory = {
  membership: async () => null,
  spendingAccount: async () => {
    throw new Error('no teams here');
  },
  checkBudget: async () => {
    throw new Error('no teams here');
  },
};

describe('GET /api/v1/user/task-allowance', () => {
  it("answers the tier's limit and permissions for every tier", async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    for (const tier of tiers) {
      await setTier(t, user.userId, tier);
      const { status, body } = await t.get('/api/v1/user/task-allowance', { token: user.token });
      expect(status, tier).toBe(200);
      expect(getTaskAllowance.answer.parse(body)).toEqual({
        canStartNewTask: true,
        tasks_in_progress: 0,
        max_concurrent_tasks: tierRules[tier].maxConcurrentTasks,
        permissions: tierRules[tier].permissions,
      });
    }
  });

  it('answers 404 for a team workspace the user is not a member of', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t, { tier: 'Enterprise' });
    for (const teamId of ['00000000-0000-4000-8000-000000000000', 'garbage']) {
      const { status, body } = await t.get(`/api/v1/user/task-allowance?team_id=${teamId}`, { token: user.token });
      expect(status).toBe(404);
      expect(body).toEqual({ code: 'not_found', message: 'Team not found.' });
    }
  });

  it('needs a session', async () => {
    const t = await createTestApp();
    expect((await t.get('/api/v1/user/task-allowance')).status).toBe(401);
  });
});

describe('the task allowance rule', () => {
  it('lets a task start only while fewer than the tier maximum are in progress', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t, { tier: 'Plus' });
    const permissions = createPermissionService({ users: createUserDirectory({ db: t.deps.db }) });
    const max = tierRules.Plus.maxConcurrentTasks;
    for (const inProgress of [0, max - 1, max, max + 3]) {
      const tasks = { countTasksInProgress: async () => inProgress };
      const service = createTaskAllowanceService({ permissions, tasks, teams: noTeams });
      expect(await service.allowance(user.userId)).toMatchObject({
        canStartNewTask: inProgress < max,
        tasks_in_progress: inProgress,
        max_concurrent_tasks: max,
      });
    }
  });

  it('answers for a team the user belongs to, once the directory knows it', async () => {
    const memberships: Record<string, { role: 'member'; canSpend: boolean }> = {
      'team-1': { role: 'member', canSpend: true },
      'team-3': { role: 'member', canSpend: false },
    };
    const t = await createTestApp();
    const user = await signedInUser(t);
    const service = createTaskAllowanceService({
      permissions: createPermissionService({ users: createUserDirectory({ db: t.deps.db }) }),
      tasks: { countTasksInProgress: async () => 0 },
      teams: {
        ...noTeams,
        membership: async (_userId, teamId) => memberships[teamId] ?? null,
      },
    });
    expect((await service.allowance(user.userId, 'team-1')).canStartNewTask).toBe(true);
    // A member without a seat, in a team that bought seats, may not spend the pool.
    expect((await service.allowance(user.userId, 'team-3')).canStartNewTask).toBe(false);
    await expect(service.allowance(user.userId, 'team-2')).rejects.toMatchObject({ code: 'not_found' });
  });
});
