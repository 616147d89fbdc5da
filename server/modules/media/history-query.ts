import type { z } from 'zod';
import { errorCodes, historyTotalCap, type historyQuerySchema } from '../../../contract';
import { decodeCursor, encodeCursor, type KeysetPosition } from '../../db/keyset';
import { HttpError, notFound } from '../../http-error';
import type { TeamDirectory } from '../permissions';
import { generationFilterOf, type GenerationFilter } from './generation-filters';
import type { ProjectDirectory } from './project-directory';

export type HistoryQuery = z.output<typeof historyQuerySchema>;

export interface HistoryScope {
  /** Only media in no project ('unassigned'). */
  unassigned: boolean;
  /** Only media in this project (already checked readable). */
  projectId: string | undefined;
  /** The team workspace's media (the caller is a member), else the caller's personal ones. */
  teamId: string | undefined;
  /** The projects shared with the caller that a personal search was asked to include; undefined when not. */
  sharedProjectIds: string[] | undefined;
  /** What made the creations, to narrow by. */
  generation: GenerationFilter;
  limit: number;
  /** The page starts after this row (a cursor) or, for offset paging, after `offset` rows. */
  after: KeysetPosition | null;
  offset: number;
  /** Count the matches too, up to the cap. */
  withTotal: boolean;
}

/** Checks the workspace and project a history query names (404 for ones the user cannot see) and pages it. */
export async function historyScope(
  deps: { teams: TeamDirectory; projects: ProjectDirectory },
  userId: string,
  query: HistoryQuery,
): Promise<HistoryScope> {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  if (query.cursor !== undefined && !after) {
    throw new HttpError(errorCodes.validation, 'This list cannot continue from there: load it again from the start.');
  }
  if (query.team_id !== undefined && !(await deps.teams.membership(userId, query.team_id))) throw notFound('Team not found.');
  const projectId = query.project_id;
  if (projectId !== undefined && projectId !== 'unassigned' && !(await deps.projects.readableProject(userId, projectId))) {
    throw notFound('Project not found.');
  }
  // Shared projects widen only the personal workspace's whole list: a project filter or a team names its own place.
  const isSharedAsked = query.include_shared === 'true' && query.team_id === undefined && projectId === undefined;
  return {
    unassigned: projectId === 'unassigned',
    projectId: projectId === 'unassigned' ? undefined : projectId,
    teamId: query.team_id,
    sharedProjectIds: isSharedAsked ? await deps.projects.sharedProjectIds(userId) : undefined,
    generation: generationFilterOf(query),
    limit: query.per_page,
    after,
    offset: after || query.page === undefined ? 0 : (query.page - 1) * query.per_page,
    withTotal: query.with_total === 'true',
  };
}

/** A page read one row long (limit + 1): the extra row only says whether another page follows. */
export function pageWithCursor<Row extends { cursorAt: string; id: string }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1]!;
  return { rows: page, nextCursor: encodeCursor({ at: last.cursorAt, id: last.id }) };
}

/** The contract's fields after a page: its next cursor and, when asked, the capped count. */
export function pageFields(nextCursor: string | null, counted: number | null) {
  return {
    next_cursor: nextCursor,
    ...(counted === null ? {} : { total: { count: Math.min(counted, historyTotalCap), is_capped: counted > historyTotalCap } }),
  };
}
