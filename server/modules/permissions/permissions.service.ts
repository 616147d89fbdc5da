import { errorCodes, tierSchema, type Tier } from '../../../contract';
import { rulesFor, type TierRules } from '../../catalog/tiers';
import type { Executor } from '../../db/database';
import { HttpError, unauthorized } from '../../http-error';
import type { UserDirectory } from '../user';

/** The permissions of the tier table, by the names the contract's permissions object uses. */
export type PermissionName = 'teams.canCreate' | 'projects.canShare' | 'apiKeys.canCreate';

export function permissionDenied(message: string): HttpError {
  return new HttpError(errorCodes.permissionDenied, message);
}

export function hasPermission(rules: TierRules, name: PermissionName): boolean {
  const { teams, projects, apiKeys } = rules.permissions;
  const flags: Record<PermissionName, boolean> = {
    'teams.canCreate': teams.canCreate,
    'projects.canShare': projects.canShare,
    'apiKeys.canCreate': apiKeys.canCreate,
  };
  return flags[name];
}

export interface PermissionService {
  tierOf(userId: string, db?: Executor): Promise<Tier>;
  rulesForUser(userId: string, db?: Executor): Promise<TierRules>;
  /** Answers the user's rules, or refuses with 403 permission_denied and `message` (what the user reads). */
  require(userId: string, name: PermissionName, message: string, db?: Executor): Promise<TierRules>;
}

/** Every service that does something a tier limits asks here, so the tier table is enforced, not only shown. */
export function createPermissionService(deps: { users: UserDirectory }): PermissionService {
  async function tierOf(userId: string, db?: Executor): Promise<Tier> {
    const user = await deps.users.byId(userId, db);
    // Sessions and keys are deleted with their user, so this only happens in a race with a deletion.
    if (!user) throw unauthorized('Your session has ended. Please log in again.');
    // The column's CHECK allows exactly the contract's tiers; parsing makes a drift loud, not silent.
    return tierSchema.parse(user.tier);
  }

  async function rulesForUser(userId: string, db?: Executor): Promise<TierRules> {
    return rulesFor(await tierOf(userId, db));
  }

  return {
    tierOf,
    rulesForUser,
    async require(userId, name, message, db) {
      const rules = await rulesForUser(userId, db);
      if (!hasPermission(rules, name)) throw permissionDenied(message);
      return rules;
    },
  };
}
