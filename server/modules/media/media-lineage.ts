import { LINEAGE_MAX_STEPS, lineageKinds, type LineageAncestor, type LineageKind, type MediaLineage } from '../../../contract';
import type { Database } from '../../db/database';
import type { MediaItemRow } from '../../db/schema';
import type { TeamDirectory } from '../permissions';
import { findUpload } from './media-files.repository';
import type { MediaUrls } from './media-urls';
import type { StoredRemixData } from './media-views';
import { findMedia } from './media.repository';
import type { ProjectDirectory } from './project-directory';

export interface LineageDeps {
  db: Database;
  urls: MediaUrls;
  teams: Pick<TeamDirectory, 'membership'>;
  projects: Pick<ProjectDirectory, 'roleIn'>;
}

const kindOf = (value: string | null): LineageKind | null => lineageKinds.find((kind) => kind === value) ?? null;

/**
 * Who may see a creation: its owner, a member of the team workspace it was made in, or anyone who may read the
 * project it is in. The same rule decides which ancestors a chain shows.
 */
export async function maySeeMedia(deps: Pick<LineageDeps, 'teams' | 'projects'>, userId: string, row: MediaItemRow): Promise<boolean> {
  if (row.ownerUserId === userId) return true;
  if (row.teamId && (await deps.teams.membership(userId, row.teamId))) return true;
  return row.projectId !== null && (await deps.projects.roleIn(userId, row.projectId)) !== null;
}

/** The next ancestor as the caller may see it, and where the chain goes on from it (null where it ends). */
async function ancestorOf(deps: LineageDeps, userId: string, id: string): Promise<{ ancestor: LineageAncestor; next: string | null }> {
  const media = await findMedia(deps.db, id);
  if (media) {
    if (!(await maySeeMedia(deps, userId, media))) return { ancestor: { status: 'unavailable' }, next: null };
    const owner = media.ownerUserId;
    return {
      ancestor: {
        status: 'available',
        id: media.id,
        kind: kindOf(media.lineageKind) ?? 'generate',
        type: media.mediaType,
        generated_url: deps.urls.fileUrl(media.id, owner),
        thumbnail_url: media.thumbnailKey ? deps.urls.fileUrl(media.id, owner, 'thumbnail') : null,
        width: media.width,
        height: media.height,
        creation_date: media.createdAt.toISOString(),
      },
      next: media.inputMediaId,
    };
  }
  // An upload is its owner's alone (it is in no project or team), and starts the chain.
  const upload = await findUpload(deps.db, id);
  if (!upload || upload.ownerUserId !== userId) return { ancestor: { status: 'unavailable' }, next: null };
  return {
    ancestor: {
      status: 'available',
      id: upload.id,
      kind: 'upload',
      type: 'image',
      generated_url: deps.urls.fileUrl(upload.id, upload.ownerUserId),
      thumbnail_url: upload.thumbnailKey ? deps.urls.fileUrl(upload.id, upload.ownerUserId, 'thumbnail') : null,
      width: upload.width,
      height: upload.height,
      creation_date: upload.createdAt.toISOString(),
    },
    next: null,
  };
}

/** The mask an inpaint run painted, when it is still stored and the caller may see it. */
async function maskUrlOf(deps: LineageDeps, userId: string, row: MediaItemRow): Promise<string | null> {
  const maskId = (row.remixData as StoredRemixData | null)?.maskImage;
  if (!maskId) return null;
  const upload = await findUpload(deps.db, maskId);
  if (upload) return upload.ownerUserId === userId ? deps.urls.fileUrl(upload.id, upload.ownerUserId) : null;
  const media = await findMedia(deps.db, maskId);
  return media && (await maySeeMedia(deps, userId, media)) ? deps.urls.fileUrl(media.id, media.ownerUserId) : null;
}

/**
 * A creation's chain of parents, walked one step at a time up to `LINEAGE_MAX_STEPS`. It stops at the first
 * ancestor the caller may not see (answered as unavailable, with nothing about it or beyond it) and at an id met
 * before, so a damaged row that points back down the chain cannot loop.
 */
export async function lineageOf(deps: LineageDeps, userId: string, row: MediaItemRow): Promise<MediaLineage> {
  const ancestors: LineageAncestor[] = [];
  const seen = new Set([row.id]);
  let next = row.inputMediaId;
  let isTruncated = false;
  while (next !== null && !seen.has(next)) {
    if (ancestors.length === LINEAGE_MAX_STEPS) {
      isTruncated = true;
      break;
    }
    seen.add(next);
    const step = await ancestorOf(deps, userId, next);
    ancestors.push(step.ancestor);
    next = step.next;
  }
  return {
    kind: kindOf(row.lineageKind),
    ancestors,
    is_truncated: isTruncated,
    mask_url: await maskUrlOf(deps, userId, row),
    // Its points are the starter's business: a collaborator who sees the picture is not told what it cost.
    task_id: row.ownerUserId === userId ? row.taskId : null,
  };
}
