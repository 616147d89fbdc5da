import { errorCodes, ledgerEntryMessage, teamLimits, type TeamDetails, type TeamSummary } from '../../../contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { HttpError } from '../../http-error';
import type { PermissionService } from '../permissions';
import { ledgerText, type PointsService } from '../points';
import { createTeamAccess, OWNER_ONLY_DELETE, teamNotFound, type TeamAccessService } from './team-access';
import { cancelAllInvitations } from './team-invitations.repository';
import type { TeamNotifier } from './team-notices';
import { teamDetails, type TeamSettings } from './team-views';
import { countOwnedTeams, findPoolAccount, insertTeam, lockTeam, markTeamDeleted, teamsOf } from './teams.repository';

const CREATE_DENIED = 'Creating teams is not available in your current plan.';

export interface TeamsDeps {
  db: Database;
  clock: Clock;
  permissions: PermissionService;
  points: PointsService;
  settings: TeamSettings;
  notifier: TeamNotifier;
  access?: TeamAccessService;
}

export function createTeamsService(deps: TeamsDeps) {
  const access = deps.access ?? createTeamAccess({ db: deps.db });

  return {
    async list(userId: string): Promise<TeamSummary[]> {
      const rows = await teamsOf(deps.db, userId);
      return rows.map((row) => ({ id: row.id, team_name: row.name, role: row.role, members_count: row.membersCount }));
    },

    async create(userId: string, name: string): Promise<TeamDetails> {
      await deps.permissions.require(userId, 'teams.canCreate', CREATE_DENIED);
      const team = await deps.db.transaction(async (tx) => {
        if ((await countOwnedTeams(tx, userId)) >= teamLimits.maxOwnedTeams) {
          throw new HttpError(errorCodes.teamLimit, `You can own at most ${teamLimits.maxOwnedTeams} teams.`);
        }
        return insertTeam(tx, { name, ownerUserId: userId, at: deps.clock.now() });
      });
      return teamDetails(deps.db, userId, { team, role: 'owner', isSeated: false, monthlyCap: null }, deps.settings, deps.clock.now());
    },

    async details(userId: string, teamId: string): Promise<TeamDetails> {
      return teamDetails(deps.db, userId, await access.require(userId, teamId), deps.settings, deps.clock.now());
    },

    /**
     * Deletes the team for everyone at once. Its pool's points go back to the owner (who filled it), through
     * the ledger; its invitations are cancelled; the row stays, marked deleted, for the pool's ledger lines.
     */
    async delete(userId: string, teamId: string) {
      const { team } = await access.requireOwner(userId, teamId, OWNER_ONLY_DELETE);
      await deps.db.transaction(async (tx) => {
        // The team's lock orders this after any transfer into the pool that started first (and refuses later ones).
        if (!(await lockTeam(tx, teamId))) throw teamNotFound();
        const locked = await access.requireOwner(userId, teamId, OWNER_ONLY_DELETE, tx);
        const pool = await findPoolAccount(tx, teamId);
        if (pool && pool.balance > 0) {
          const owner = await deps.points.accountOf(locked.team.ownerUserId, tx);
          if (!owner) throw new Error(`User ${locked.team.ownerUserId} has no point account`);
          const text = ledgerText(ledgerEntryMessage('team_pool_returned', { team: team.name }));
          const base = { ...text, reference: `team:${teamId}` };
          await deps.points.debit(pool.id, pool.balance, { ...base, idempotencyKey: `team:${teamId}:delete:out` }, tx);
          await deps.points.credit(owner.id, pool.balance, { ...base, idempotencyKey: `team:${teamId}:delete:in` }, tx);
        }
        const now = deps.clock.now();
        await cancelAllInvitations(tx, teamId, now);
        await markTeamDeleted(tx, teamId, now);
      });
      return { success: true as const };
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
