import { projectPermissionLevels, type Project, type ProjectRole } from '../../../contract';
import type { Executor } from '../../db/database';
import type { ProjectRow } from '../../db/schema';
import type { MediaUrls } from '../media';
import { childCounts, latestThumbnails, mediaCounts, userNames } from './projects.repository';

/** A project row with what the caller may do with it, before counts and pictures are added. */
export interface SeenProject {
  row: ProjectRow;
  role: ProjectRole;
  /** The parent as the caller sees it: null at the top of what they can see. */
  parentId: string | null;
}

/**
 * Turns the projects a caller sees into answers, with four grouped queries whatever their number: creations
 * and sub-projects per project, the newest thumbnail per project, and the owners' names.
 */
export async function projectViews(
  db: Executor,
  seen: readonly SeenProject[],
  options: { urls: MediaUrls; mayShare: boolean },
): Promise<Project[]> {
  const ids = seen.map((entry) => entry.row.id);
  const [counts, children, thumbnails, names] = await Promise.all([
    mediaCounts(db, ids),
    childCounts(db, ids),
    latestThumbnails(db, ids),
    userNames(
      db,
      seen.map((entry) => entry.row.ownerUserId),
    ),
  ]);
  return seen.map(({ row, role, parentId }) => {
    const thumbnail = thumbnails.get(row.id);
    const canShare = role === 'owner' && row.teamId === null && options.mayShare;
    const isShared = row.teamId === null && role !== 'owner';
    return {
      id: row.id,
      project_name: row.name,
      parent_id: parentId,
      item_count: (counts.get(row.id) ?? 0) + (children.get(row.id) ?? 0),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      project_type: row.teamId !== null ? 'team' : isShared ? 'shared' : 'default',
      latest_thumbnail_url: thumbnail ? options.urls.fileUrl(thumbnail.mediaId, thumbnail.ownerUserId, 'thumbnail') : null,
      error_message: row.errorMessage,
      is_shared_project: isShared,
      permission_level: role,
      owner_id: row.ownerUserId,
      owner_name: names.get(row.ownerUserId) ?? '',
      team_id: row.teamId,
      canShare,
      allowedPermissions: canShare ? [...projectPermissionLevels] : [],
    };
  });
}

export function newestFirst(a: Project, b: Project): number {
  return b.updated_at.localeCompare(a.updated_at) || a.project_name.localeCompare(b.project_name);
}
