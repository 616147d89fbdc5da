import type { z } from 'zod';
import type { historyQuerySchema } from '../../../contract';
import { notFound } from '../../http-error';
import type { TeamDirectory } from '../permissions';
import type { ProjectDirectory } from './project-directory';

export type HistoryQuery = z.output<typeof historyQuerySchema>;

export interface HistoryScope {
  /** Only media in no project ('unassigned'). */
  unassigned: boolean;
  limit: number;
  offset: number;
}

/** Checks the workspace and project a history query names (404 for ones the user cannot see) and pages it. */
export async function historyScope(
  deps: { teams: TeamDirectory; projects: ProjectDirectory },
  userId: string,
  query: HistoryQuery,
): Promise<HistoryScope> {
  if (query.team_id !== undefined && !(await deps.teams.membership(userId, query.team_id))) throw notFound('Team not found.');
  const projectId = query.project_id;
  if (projectId !== undefined && projectId !== 'unassigned' && !(await deps.projects.readableProject(userId, projectId))) {
    throw notFound('Project not found.');
  }
  return { unassigned: projectId === 'unassigned', limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

export function pagination(query: HistoryQuery, total: number) {
  return {
    current_page: query.page,
    per_page: query.per_page,
    total_pages: Math.ceil(total / query.per_page),
    total_items: total,
  };
}
