import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { teamInvitations, teams, users, type TeamInvitationStatus } from '../../db/schema';

const invitationColumns = {
  id: teamInvitations.id,
  teamId: teamInvitations.teamId,
  token: teamInvitations.token,
  inviteeEmail: teamInvitations.inviteeEmail,
  role: teamInvitations.role,
  status: teamInvitations.status,
  createdAt: teamInvitations.createdAt,
  expiresAt: teamInvitations.expiresAt,
  teamName: teams.name,
  inviterName: users.username,
};

export type TeamInvitationListing = Awaited<ReturnType<typeof pendingInvitationsOf>>[number];

function listing(db: Executor) {
  return db
    .select(invitationColumns)
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .leftJoin(users, eq(users.id, teamInvitations.inviterUserId));
}

/** A team's open invitations (expired ones included: the owner sees them until cancelled), newest first. */
export function pendingInvitationsOf(db: Executor, teamId: string) {
  return listing(db)
    .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.status, 'pending')))
    .orderBy(desc(teamInvitations.createdAt));
}

/** Invitations waiting for an address and still answerable, newest first. */
export function invitationsFor(db: Executor, email: string, now: Date) {
  return listing(db)
    .where(
      and(
        eq(teamInvitations.inviteeEmail, email),
        eq(teamInvitations.status, 'pending'),
        gt(teamInvitations.expiresAt, now),
        isNull(teams.deletedAt),
      ),
    )
    .orderBy(desc(teamInvitations.createdAt));
}

/**
 * The team's open invitations; with `exceptEmail`, those of other addresses only (a renewed invitation replaces
 * its address's open one, so it must not be counted twice).
 */
export async function countPendingInvitations(db: Executor, teamId: string, now: Date, exceptEmail?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.teamId, teamId),
        eq(teamInvitations.status, 'pending'),
        gt(teamInvitations.expiresAt, now),
        exceptEmail === undefined ? undefined : ne(teamInvitations.inviteeEmail, exceptEmail),
      ),
    );
  return row?.n ?? 0;
}

/** The open invitation of an address, created or renewed (inviting again updates its role, date and expiry). */
export async function upsertInvitation(
  db: Executor,
  values: {
    teamId: string;
    inviterUserId: string;
    inviteeEmail: string;
    role: 'member' | 'admin';
    token: string;
    at: Date;
    expiresAt: Date;
  },
): Promise<string> {
  const { at, ...rest } = values;
  const [row] = await db
    .insert(teamInvitations)
    .values({ ...rest, createdAt: at })
    .onConflictDoUpdate({
      target: [teamInvitations.teamId, teamInvitations.inviteeEmail],
      targetWhere: sql`${teamInvitations.status} = 'pending'`,
      set: { role: values.role, inviterUserId: values.inviterUserId, createdAt: at, expiresAt: values.expiresAt },
    })
    .returning({ id: teamInvitations.id });
  if (!row) throw new Error('Upserting a team invitation returned no row');
  return row.id;
}

export async function findInvitation(db: Executor, invitationId: string) {
  const [row] = await listing(db).where(eq(teamInvitations.id, invitationId));
  return row ?? null;
}

export async function findPendingByToken(db: Executor, token: string) {
  const [row] = await db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.token, token), eq(teamInvitations.status, 'pending')));
  return row ?? null;
}

/** Closes a pending invitation; answers its row, or null when there was no such pending invitation. */
export async function closeInvitation(
  db: Executor,
  where: { token: string } | { teamId: string; inviteeEmail: string },
  status: Exclude<TeamInvitationStatus, 'pending'>,
  at: Date,
) {
  const match =
    'token' in where
      ? eq(teamInvitations.token, where.token)
      : and(eq(teamInvitations.teamId, where.teamId), eq(teamInvitations.inviteeEmail, where.inviteeEmail));
  const [row] = await db
    .update(teamInvitations)
    .set({ status, respondedAt: at })
    .where(and(match, eq(teamInvitations.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function cancelAllInvitations(db: Executor, teamId: string, at: Date): Promise<void> {
  await db
    .update(teamInvitations)
    .set({ status: 'cancelled', respondedAt: at })
    .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.status, 'pending')));
}
