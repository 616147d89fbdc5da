import type { CallAnswer, getTaskAllowance } from '../../../contract';
import { notFound } from '../../http-error';
import type { PermissionService } from './permissions.service';
import type { TaskCounter } from './task-counter';
import type { TeamDirectory } from './team-directory';

export type TaskAllowance = CallAnswer<typeof getTaskAllowance>;

export function createTaskAllowanceService(deps: { permissions: PermissionService; tasks: TaskCounter; teams: TeamDirectory }) {
  return {
    /**
     * The allowance in the personal workspace, or in a team's when `teamId` is given. Generation must call
     * this (or the same rule) when it accepts a task, so the limit shown is the limit enforced.
     */
    async allowance(userId: string, teamId?: string): Promise<TaskAllowance> {
      let maySpend = true;
      if (teamId !== undefined) {
        const member = await deps.teams.membership(userId, teamId);
        if (!member) throw notFound('Team not found.');
        maySpend = member.canSpend;
      }
      // The limit is the person's own tier's, counted over their tasks in every workspace. In a team workspace
      // a task also needs the right to spend the team's pool (a seat, once the team has bought seats).
      const rules = await deps.permissions.rulesForUser(userId);
      const inProgress = await deps.tasks.countTasksInProgress(userId);
      return {
        canStartNewTask: maySpend && inProgress < rules.maxConcurrentTasks,
        tasks_in_progress: inProgress,
        max_concurrent_tasks: rules.maxConcurrentTasks,
        permissions: rules.permissions,
      };
    },
  };
}

export type TaskAllowanceService = ReturnType<typeof createTaskAllowanceService>;
