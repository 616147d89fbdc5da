import { tierSchema, type User } from '../../../contract';
import type { AuthSession } from '../../callers';
import type { Database } from '../../db/database';
import type { UserRow, UserSettings } from '../../db/schema';
import { unauthorized } from '../../http-error';
import type { PointsService } from '../points';
import { findUserById, mergeUserSettings } from './user.repository';

/** Stored settings may predate a setting; the spec's defaults fill the gaps. */
function withDefaults(settings: Partial<UserSettings>): User['settings'] {
  return { show_failed_tasks: settings.show_failed_tasks ?? true };
}

function toUserAnswer(
  row: Pick<UserRow, 'id' | 'username' | 'email' | 'tier' | 'settings'>,
  pointsBalance: number,
  isStaff: boolean,
): User {
  return {
    id: row.id,
    username: row.username,
    display_name: row.username,
    email: row.email,
    points_balance: pointsBalance,
    // The column's CHECK allows exactly the contract's tiers.
    user_tier: tierSchema.parse(row.tier),
    settings: withDefaults(row.settings),
    is_staff: isStaff,
  };
}

// Sessions are deleted with their user, so a missing user only happens in a race with a deletion.
const sessionEnded = () => unauthorized('Your session has ended. Please log in again.');

export function createUserService(deps: {
  db: Database;
  points: Pick<PointsService, 'balance'>;
  /** Whether the account with this (verified) address reviews manual payments; no one when not given. */
  isStaff?: (email: string) => boolean;
}) {
  const isStaff = (email: string) => deps.isStaff?.(email) ?? false;
  return {
    /** The caller as the session check found them: no query of its own. */
    me(session: AuthSession): User {
      return toUserAnswer({ id: session.userId, ...session.account }, session.account.pointsBalance, isStaff(session.account.email));
    },

    async getMe(userId: string): Promise<User> {
      const row = await findUserById(deps.db, userId);
      if (!row) throw sessionEnded();
      return toUserAnswer(row, (await deps.points.balance(userId)).points_balance, row.isVerified && isStaff(row.email));
    },

    async updateSettings(userId: string, changes: Partial<UserSettings>): Promise<{ settings: User['settings'] }> {
      const settings = await mergeUserSettings(deps.db, userId, changes);
      if (!settings) throw sessionEnded();
      return { settings: withDefaults(settings) };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
