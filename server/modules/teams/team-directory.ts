import type { Database, Executor } from '../../db/database';
import { permissionDenied, type TeamDirectory } from '../permissions';
import { maySpend, SEAT_NEEDED, teamNotFound, type TeamAccessService } from './team-access';
import type { TeamBudgetsService } from './team-budgets.service';
import { findPoolAccount } from './teams.repository';

/** The teams module's answer to the other modules' TeamDirectory question. */
export function createTeamDirectory(deps: { db: Database; access: TeamAccessService; budgets: TeamBudgetsService }): TeamDirectory {
  return {
    async membership(userId, teamId, db = deps.db) {
      const access = await deps.access.resolve(userId, teamId, db);
      return access ? { role: access.role, canSpend: maySpend(access) } : null;
    },
    async spendingAccount(userId: string, teamId: string, db: Executor = deps.db) {
      const access = await deps.access.resolve(userId, teamId, db);
      if (!access) throw teamNotFound();
      if (!maySpend(access)) throw permissionDenied(SEAT_NEEDED);
      const pool = await findPoolAccount(db, teamId);
      if (!pool) throw new Error(`Team ${teamId} has no pool account`);
      return pool.id;
    },
    checkBudget: (userId, teamId, cost, tx) => deps.budgets.check(userId, teamId, cost, tx),
  };
}
