import type { ProjectRole } from '../../../contract';
import type { Executor } from '../../db/database';

/**
 * Which projects a user may file creations into or filter by, and what they are called: the projects module
 * answers (server/modules/projects), so the media and generation modules need not know how access works.
 */
export interface ProjectDirectory {
  /** A project the user may add creations to, in the workspace (team id, or null for the personal one). */
  writableProject(userId: string, projectId: string, workspace: string | null): Promise<{ id: string; name: string } | null>;
  readableProject(userId: string, projectId: string): Promise<{ id: string; name: string } | null>;
  /** The user's role in the project, null when they cannot see it. */
  roleIn(userId: string, projectId: string): Promise<ProjectRole | null>;
  /**
   * Every personal project of someone else that the user may read (shared with them, and the projects below):
   * where "everything I can see" searches besides the user's own creations.
   */
  sharedProjectIds(userId: string): Promise<string[]>;
  /** The names of the projects, for creations that name theirs. */
  names(projectIds: readonly string[], db?: Executor): Promise<Map<string, string>>;
}
