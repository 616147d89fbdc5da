import type { User } from '../../../contract';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { unauthorized } from '../../http/http-error';
import { findUserBalance } from '../points/points.repository';
import { findUserById } from './user.repository';

function toTier(tier: string): User['user_tier'] {
  // The column's CHECK allows exactly the contract's tiers.
  return tier as User['user_tier'];
}

export function toUserAnswer(row: UserRow, pointsBalance: number): User {
  return {
    id: row.id,
    username: row.username,
    display_name: row.username,
    email: row.email,
    points_balance: pointsBalance,
    user_tier: toTier(row.tier),
    settings: { show_failed_tasks: row.settings.show_failed_tasks ?? true },
  };
}

export function createUserService(deps: { db: Database }) {
  return {
    async getMe(userId: string): Promise<User> {
      const row = await findUserById(deps.db, userId);
      // Sessions are deleted with their user, so this only happens in a race with a deletion.
      if (!row) throw unauthorized('Your session has ended. Please log in again.');
      return toUserAnswer(row, await findUserBalance(deps.db, userId));
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
