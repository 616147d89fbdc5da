import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { projectInvitations, projectMembers, projects, users, type InvitationStatus, type ProjectPermission } from '../../db/schema';

export function collaborators(db: Executor, projectId: string) {
  return db
    .select({ userId: users.id, username: users.username, email: users.email, permission: projectMembers.permission })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(projectMembers.createdAt);
}

export async function findMember(db: Executor, projectId: string, userId: string) {
  const [row] = await db
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  return row ?? null;
}

export async function setMemberPermission(db: Executor, projectId: string, userId: string, permission: ProjectPermission) {
  const [row] = await db
    .update(projectMembers)
    .set({ permission })
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .returning();
  return row ?? null;
}

/** Adds the collaborator, or raises a viewer to editor; an accepted invitation never lowers a permission. */
export async function addMember(db: Executor, projectId: string, userId: string, permission: ProjectPermission, at: Date) {
  await db
    .insert(projectMembers)
    .values({ projectId, userId, permission, createdAt: at })
    .onConflictDoUpdate({
      target: [projectMembers.projectId, projectMembers.userId],
      set: { permission: sql`case when ${projectMembers.permission} = 'editor' then 'editor' else excluded.permission end` },
    });
}

export async function removeMember(db: Executor, projectId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .returning({ userId: projectMembers.userId });
  return rows.length > 0;
}

export function pendingInvitationsOf(db: Executor, projectId: string) {
  return db
    .select()
    .from(projectInvitations)
    .where(and(eq(projectInvitations.projectId, projectId), eq(projectInvitations.status, 'pending')))
    .orderBy(desc(projectInvitations.createdAt));
}

export async function countPendingInvitations(db: Executor, projectId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projectInvitations)
    .where(and(eq(projectInvitations.projectId, projectId), eq(projectInvitations.status, 'pending')));
  return row?.n ?? 0;
}

/** The open invitation of an address, created or renewed (a second invitation updates the permission and date). */
export async function upsertInvitation(
  db: Executor,
  values: { projectId: string; inviterUserId: string; inviteeEmail: string; permission: ProjectPermission; token: string; at: Date },
) {
  const [row] = await db
    .insert(projectInvitations)
    .values({ ...values, createdAt: values.at })
    .onConflictDoUpdate({
      target: [projectInvitations.projectId, projectInvitations.inviteeEmail],
      targetWhere: sql`${projectInvitations.status} = 'pending'`,
      set: { permission: values.permission, inviterUserId: values.inviterUserId, createdAt: values.at },
    })
    .returning();
  if (!row) throw new Error('Upserting an invitation returned no row');
  return row;
}

/** Closes a pending invitation; answers it, or null when there was no such pending invitation. */
export async function closeInvitation(
  db: Executor,
  where: { token: string } | { projectId: string; inviteeEmail: string },
  status: Exclude<InvitationStatus, 'pending'>,
  at: Date,
) {
  const match =
    'token' in where
      ? eq(projectInvitations.token, where.token)
      : and(eq(projectInvitations.projectId, where.projectId), eq(projectInvitations.inviteeEmail, where.inviteeEmail));
  const [row] = await db
    .update(projectInvitations)
    .set({ status, respondedAt: at })
    .where(and(match, eq(projectInvitations.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function findPendingByToken(db: Executor, token: string) {
  const [row] = await db
    .select()
    .from(projectInvitations)
    .where(and(eq(projectInvitations.token, token), eq(projectInvitations.status, 'pending')));
  return row ?? null;
}

/** Invitations waiting for an address, with the inviter's and the project's names. */
export function invitationsFor(db: Executor, email: string) {
  return db
    .select({
      token: projectInvitations.token,
      inviteeEmail: projectInvitations.inviteeEmail,
      permission: projectInvitations.permission,
      createdAt: projectInvitations.createdAt,
      projectName: projects.name,
      inviterName: users.username,
    })
    .from(projectInvitations)
    .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
    .leftJoin(users, eq(users.id, projectInvitations.inviterUserId))
    .where(and(eq(projectInvitations.inviteeEmail, email), eq(projectInvitations.status, 'pending')))
    .orderBy(desc(projectInvitations.createdAt));
}
