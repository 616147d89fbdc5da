import type { Tier } from '../../../contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users, type UserRow, type UserSettings } from '../../db/schema';

async function first(rows: Promise<UserRow[]>): Promise<UserRow | null> {
  return (await rows)[0] ?? null;
}

export function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  return first(db.select().from(users).where(eq(users.id, id)).limit(1));
}

/** `email` must already be lowercased, as stored. */
export function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  return first(db.select().from(users).where(eq(users.email, email)).limit(1));
}

/** Case-insensitive, served by the unique index on lower(username). */
export function findUserByUsername(db: Executor, username: string): Promise<UserRow | null> {
  return first(
    db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1),
  );
}

export function findUserByGoogleSub(db: Executor, sub: string): Promise<UserRow | null> {
  return first(db.select().from(users).where(eq(users.googleSub, sub)).limit(1));
}

export async function insertUser(
  db: Executor,
  values: {
    username: string;
    email: string;
    passwordHash: string | null;
    googleSub?: string | null;
    isVerified: boolean;
    tier?: Tier;
    createdAt: Date;
  },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('Inserting a user returned no row');
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  changes: Partial<Pick<UserRow, 'isVerified' | 'passwordHash' | 'googleSub' | 'tier'>>,
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
}

/** `email` must already be lowercased; a taken address fails on the unique index. */
export async function updateUserEmail(db: Executor, id: string, email: string): Promise<void> {
  await db.update(users).set({ email }).where(eq(users.id, id));
}

/**
 * Merges the changed settings into the stored ones in one statement (jsonb `||`), so two tabs saving
 * different settings at once do not overwrite each other. Answers all settings after the change.
 */
export async function mergeUserSettings(db: Executor, id: string, changes: Partial<UserSettings>): Promise<UserSettings | null> {
  const [row] = await db
    .update(users)
    .set({ settings: sql`${users.settings} || ${JSON.stringify(changes)}::jsonb` })
    .where(eq(users.id, id))
    .returning({ settings: users.settings });
  return row?.settings ?? null;
}
