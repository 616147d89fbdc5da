import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import {
  pointAccounts,
  teamDepartures,
  teamMembers,
  teams,
  teamSeatGrants,
  users,
  type TeamRoleValue,
  type TeamRow,
} from '../../db/schema';

/** A team, its owner's member row and its empty pool, in the caller's transaction. */
export async function insertTeam(tx: Transaction, values: { name: string; ownerUserId: string; at: Date }): Promise<TeamRow> {
  const [team] = await tx.insert(teams).values({ name: values.name, ownerUserId: values.ownerUserId, createdAt: values.at }).returning();
  if (!team) throw new Error('Inserting a team returned no row');
  await tx.insert(teamMembers).values({ teamId: team.id, userId: values.ownerUserId, role: 'owner', joinedAt: values.at });
  await tx.insert(pointAccounts).values({ ownerTeamId: team.id, createdAt: values.at });
  return team;
}

export async function countOwnedTeams(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teams)
    .where(and(eq(teams.ownerUserId, userId), isNull(teams.deletedAt)));
  return row?.n ?? 0;
}

const membersCount = sql<number>`(select count(*) from ${teamMembers} as m where m.team_id = ${teams.id})`.mapWith(Number);

/** The user's teams with their role and member count, oldest membership first. */
export function teamsOf(db: Executor, userId: string) {
  return db
    .select({ id: teams.id, name: teams.name, role: teamMembers.role, membersCount })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), isNull(teams.deletedAt)))
    .orderBy(asc(teamMembers.joinedAt), asc(teams.id));
}

/** Takes the team's row lock until `tx` ends: seat changes and member counts are then decided one at a time. */
export async function lockTeam(tx: Transaction, teamId: string): Promise<TeamRow | null> {
  const [row] = await tx
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), isNull(teams.deletedAt)))
    .for('update');
  return row ?? null;
}

export async function findMembership(db: Executor, teamId: string, userId: string) {
  const [row] = await db
    .select({ team: teams, role: teamMembers.role, isSeated: teamMembers.isSeated, monthlyCap: teamMembers.monthlyCap })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), isNull(teams.deletedAt)));
  return row ?? null;
}

export async function hasDeparted(db: Executor, teamId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ teamId: teamDepartures.teamId })
    .from(teamDepartures)
    .innerJoin(teams, eq(teams.id, teamDepartures.teamId))
    .where(and(eq(teamDepartures.teamId, teamId), eq(teamDepartures.userId, userId), isNull(teams.deletedAt)));
  return row !== undefined;
}

/** The members: the owner, then the admins, then the members, each by when they joined. */
export function membersOf(db: Executor, teamId: string) {
  return db
    .select({
      userId: teamMembers.userId,
      displayName: users.username,
      role: teamMembers.role,
      isSeated: teamMembers.isSeated,
      monthlyCap: teamMembers.monthlyCap,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(
      sql`case ${teamMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
      asc(teamMembers.joinedAt),
      asc(users.username),
    );
}

export async function countMembers(db: Executor, teamId: string): Promise<{ members: number; seated: number }> {
  const [row] = await db
    .select({ members: count(), seated: sql<number>`count(*) filter (where ${teamMembers.isSeated})`.mapWith(Number) })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  return { members: row?.members ?? 0, seated: row?.seated ?? 0 };
}

/** Adds a member (a departure is forgotten: they are back); answers false when they already were one. */
export async function addMember(tx: Transaction, values: { teamId: string; userId: string; role: TeamRoleValue; at: Date }) {
  const inserted = await tx
    .insert(teamMembers)
    .values({ teamId: values.teamId, userId: values.userId, role: values.role, joinedAt: values.at })
    .onConflictDoNothing()
    .returning({ userId: teamMembers.userId });
  await tx.delete(teamDepartures).where(and(eq(teamDepartures.teamId, values.teamId), eq(teamDepartures.userId, values.userId)));
  return inserted.length > 0;
}

export async function setMemberRole(db: Executor, teamId: string, userId: string, role: TeamRoleValue) {
  const [row] = await db
    .update(teamMembers)
    .set({ role })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning();
  return row ?? null;
}

export async function setMemberSeat(db: Executor, teamId: string, userId: string, isSeated: boolean) {
  const [row] = await db
    .update(teamMembers)
    .set({ isSeated })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning();
  return row ?? null;
}

/** Removes a member and remembers the departure (their next team call answers 403, not 404). */
export async function removeMember(tx: Transaction, teamId: string, userId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning({ userId: teamMembers.userId });
  if (rows.length === 0) return false;
  await tx
    .insert(teamDepartures)
    .values({ teamId, userId, departedAt: at })
    .onConflictDoUpdate({ target: [teamDepartures.teamId, teamDepartures.userId], set: { departedAt: at } });
  return true;
}

/** Marks the team deleted and lets every member go; the row stays for its pool's ledger. */
export async function markTeamDeleted(tx: Transaction, teamId: string, at: Date): Promise<void> {
  await tx.update(teams).set({ deletedAt: at }).where(eq(teams.id, teamId));
  await tx.delete(teamMembers).where(eq(teamMembers.teamId, teamId));
  await tx.delete(teamDepartures).where(eq(teamDepartures.teamId, teamId));
}

/** Records a seat grant by its key; false when the key was granted before (nothing to do then). */
export async function recordSeatGrant(tx: Transaction, values: { idempotencyKey: string; teamId: string; seats: number; at: Date }) {
  const rows = await tx
    .insert(teamSeatGrants)
    .values({ idempotencyKey: values.idempotencyKey, teamId: values.teamId, seats: values.seats, grantedAt: values.at })
    .onConflictDoNothing()
    .returning({ key: teamSeatGrants.idempotencyKey });
  return rows.length > 0;
}

export async function addPurchasedSeats(db: Executor, teamId: string, seats: number): Promise<number | null> {
  const [row] = await db
    .update(teams)
    .set({ purchasedSeats: sql`${teams.purchasedSeats} + ${seats}` })
    .where(and(eq(teams.id, teamId), isNull(teams.deletedAt)))
    .returning({ purchasedSeats: teams.purchasedSeats });
  return row?.purchasedSeats ?? null;
}

/** Takes up to `seats` purchased seats back (never below zero); answers the seats left, or null for a deleted team. */
export async function removePurchasedSeats(db: Executor, teamId: string, seats: number): Promise<number | null> {
  const [row] = await db
    .update(teams)
    .set({ purchasedSeats: sql`greatest(${teams.purchasedSeats} - ${seats}, 0)` })
    .where(and(eq(teams.id, teamId), isNull(teams.deletedAt)))
    .returning({ purchasedSeats: teams.purchasedSeats });
  return row?.purchasedSeats ?? null;
}

/** Unseats the members beyond the first `keep` seated ones (the owner first, then by who joined earliest). */
export async function unseatBeyond(tx: Transaction, teamId: string, keep: number): Promise<number> {
  const seated = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.isSeated, true)))
    .orderBy(sql`case ${teamMembers.role} when 'owner' then 0 else 1 end`, asc(teamMembers.joinedAt), desc(teamMembers.userId));
  const beyond = seated.slice(keep);
  for (const member of beyond) await setMemberSeat(tx, teamId, member.userId, false);
  return beyond.length;
}

export async function findPoolAccount(db: Executor, teamId: string): Promise<{ id: string; balance: number } | null> {
  const [row] = await db
    .select({ id: pointAccounts.id, balance: pointAccounts.balance })
    .from(pointAccounts)
    .where(eq(pointAccounts.ownerTeamId, teamId));
  return row ?? null;
}
