import type { Database, Executor } from '../../db/database';
import type { UserRow } from '../../db/schema';
import {
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  findUserByUsername,
  insertUser,
  updateUser,
  updateUserEmail,
} from './user.repository';

/**
 * The user rows as other modules see them (sign-in, registration, permissions, account changes). Each call
 * takes an optional transaction, so a caller can create a user and its point account in one.
 */
export function createUserDirectory(deps: { db: Database }) {
  return {
    byId: (id: string, db: Executor = deps.db): Promise<UserRow | null> => findUserById(db, id),
    /** `email` must already be lowercased, as stored. */
    byEmail: (email: string, db: Executor = deps.db): Promise<UserRow | null> => findUserByEmail(db, email),
    /** Case-insensitive. */
    byUsername: (username: string, db: Executor = deps.db): Promise<UserRow | null> => findUserByUsername(db, username),
    byGoogleSub: (sub: string, db: Executor = deps.db): Promise<UserRow | null> => findUserByGoogleSub(db, sub),
    insert: (values: Parameters<typeof insertUser>[1], db: Executor = deps.db): Promise<UserRow> => insertUser(db, values),
    update: (id: string, changes: Parameters<typeof updateUser>[2], db: Executor = deps.db): Promise<void> => updateUser(db, id, changes),
    /** `email` must already be lowercased; a taken address fails on the unique index. */
    updateEmail: (id: string, email: string, db: Executor = deps.db): Promise<void> => updateUserEmail(db, id, email),
  };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
