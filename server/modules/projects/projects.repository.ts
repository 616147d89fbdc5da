import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { mediaItems, projectMembers, projects, users, type ProjectPermission, type ProjectRow } from '../../db/schema';
import { isUuid } from '../../db/uuid';

export type NewProject = typeof projects.$inferInsert;

/** Projects of one tree space move among themselves: a team's projects, or one owner's personal ones. */
export function treeSpace(row: Pick<ProjectRow, 'teamId' | 'ownerUserId'>): string {
  return row.teamId ?? `user:${row.ownerUserId}`;
}

/** Serialises changes to one tree space (create, move, delete), so two moves at once cannot make a cycle. */
export async function lockTreeSpace(db: Executor, space: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`projects:${space}`}))`);
}

export async function findProject(db: Executor, id: string): Promise<ProjectRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row ?? null;
}

export async function findProjects(db: Executor, ids: readonly string[]): Promise<ProjectRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db.select().from(projects).where(inArray(projects.id, valid));
}

/** The project and its ancestors, nearest first (a tree is at most projectLimits.maxDepth deep). */
export async function ancestry(db: Executor, project: ProjectRow): Promise<ProjectRow[]> {
  const chain = [project];
  let current = project;
  // The bound guards against a cycle that the move rules should make impossible.
  while (current.parentId && chain.length <= 64) {
    const parent = await findProject(db, current.parentId);
    if (!parent) break;
    chain.push(parent);
    current = parent;
  }
  return chain;
}

/** Every project below the given ones (not including them), level by level. */
export async function descendants(db: Executor, rootIds: readonly string[]): Promise<ProjectRow[]> {
  const found: ProjectRow[] = [];
  let level = [...rootIds];
  for (let depth = 0; level.length > 0 && depth <= 64; depth += 1) {
    const children = await db.select().from(projects).where(inArray(projects.parentId, level));
    found.push(...children);
    level = children.map((child) => child.id);
  }
  return found;
}

export function childrenOf(db: Executor, parentId: string): Promise<ProjectRow[]> {
  return db.select().from(projects).where(eq(projects.parentId, parentId));
}

export function ownedProjects(db: Executor, ownerUserId: string, teamId: string | null): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(and(eq(projects.ownerUserId, ownerUserId), teamId === null ? isNull(projects.teamId) : eq(projects.teamId, teamId)));
}

export function teamProjects(db: Executor, teamId: string): Promise<ProjectRow[]> {
  return db.select().from(projects).where(eq(projects.teamId, teamId));
}

export async function countOwnedProjects(db: Executor, ownerUserId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projects).where(eq(projects.ownerUserId, ownerUserId));
  return row?.n ?? 0;
}

export async function insertProject(db: Executor, values: NewProject): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  if (!row) throw new Error('Inserting a project returned no row');
  return row;
}

export async function updateProject(
  db: Executor,
  id: string,
  changes: Partial<Pick<ProjectRow, 'name' | 'parentId' | 'updatedAt'>>,
): Promise<ProjectRow | null> {
  const [row] = await db.update(projects).set(changes).where(eq(projects.id, id)).returning();
  return row ?? null;
}

export async function touchProjects(db: Executor, ids: readonly (string | null)[], at: Date): Promise<void> {
  const present = [...new Set(ids.filter((id): id is string => id !== null))];
  if (present.length > 0) await db.update(projects).set({ updatedAt: at }).where(inArray(projects.id, present));
}

/** Deletes the projects (a whole subtree at once); their creations become unassigned by the foreign key. */
export async function deleteProjects(db: Executor, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const unassigned = await db
    .update(mediaItems)
    .set({ projectId: null })
    .where(inArray(mediaItems.projectId, [...ids]))
    .returning({ id: mediaItems.id });
  await db.delete(projects).where(inArray(projects.id, [...ids]));
  return unassigned.length;
}

/** The user's memberships, for resolving access and listing what is shared with them. */
export function membershipsOf(db: Executor, userId: string): Promise<Array<{ projectId: string; permission: ProjectPermission }>> {
  return db
    .select({ projectId: projectMembers.projectId, permission: projectMembers.permission })
    .from(projectMembers)
    .where(eq(projectMembers.userId, userId));
}

export function membershipsIn(
  db: Executor,
  userId: string,
  projectIds: readonly string[],
): Promise<Array<{ projectId: string; permission: ProjectPermission }>> {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .select({ projectId: projectMembers.projectId, permission: projectMembers.permission })
    .from(projectMembers)
    .where(and(eq(projectMembers.userId, userId), inArray(projectMembers.projectId, [...projectIds])));
}

/** Creations directly in each project. */
export async function mediaCounts(db: Executor, projectIds: readonly string[]): Promise<Map<string, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({ projectId: mediaItems.projectId, n: count() })
    .from(mediaItems)
    .where(inArray(mediaItems.projectId, [...projectIds]))
    .groupBy(mediaItems.projectId);
  return new Map(rows.map((row) => [row.projectId ?? '', row.n]));
}

export async function childCounts(db: Executor, projectIds: readonly string[]): Promise<Map<string, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({ parentId: projects.parentId, n: count() })
    .from(projects)
    .where(inArray(projects.parentId, [...projectIds]))
    .groupBy(projects.parentId);
  return new Map(rows.map((row) => [row.parentId ?? '', row.n]));
}

/** The newest creation with a thumbnail in each project: the sidebar's picture of it. */
export async function latestThumbnails(
  db: Executor,
  projectIds: readonly string[],
): Promise<Map<string, { mediaId: string; ownerUserId: string }>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([mediaItems.projectId], {
      projectId: mediaItems.projectId,
      mediaId: mediaItems.id,
      ownerUserId: mediaItems.ownerUserId,
    })
    .from(mediaItems)
    .where(and(inArray(mediaItems.projectId, [...projectIds]), isNotNull(mediaItems.thumbnailKey)))
    .orderBy(mediaItems.projectId, desc(mediaItems.createdAt), desc(mediaItems.id));
  return new Map(rows.map((row) => [row.projectId ?? '', { mediaId: row.mediaId, ownerUserId: row.ownerUserId }]));
}

export async function userNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** How many levels a subtree spans, the project itself counting as one. */
export async function subtreeHeight(db: Executor, rootId: string): Promise<number> {
  let height = 1;
  let level = [rootId];
  while (height <= 64) {
    const children = await db.select({ id: projects.id }).from(projects).where(inArray(projects.parentId, level));
    if (children.length === 0) return height;
    height += 1;
    level = children.map((child) => child.id);
  }
  return height;
}

export interface MediaPlacement {
  id: string;
  ownerUserId: string;
  teamId: string | null;
  projectId: string | null;
}

/** Where creations are filed and who made them: what a move or delete checks. */
export function mediaPlacements(db: Executor, ids: readonly string[]): Promise<MediaPlacement[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return Promise.resolve([]);
  return db
    .select({ id: mediaItems.id, ownerUserId: mediaItems.ownerUserId, teamId: mediaItems.teamId, projectId: mediaItems.projectId })
    .from(mediaItems)
    .where(inArray(mediaItems.id, valid));
}

export async function fileMedia(db: Executor, ids: readonly string[], projectId: string | null): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(mediaItems)
    .set({ projectId })
    .where(inArray(mediaItems.id, [...ids]))
    .returning({ id: mediaItems.id });
  return rows.length;
}
