import { errorCodes, type TeamRole } from '../../../contract';
import type { Database, Executor } from '../../db/database';
import type { TeamRow } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { HttpError, notFound } from '../../http-error';
import { permissionDenied } from '../permissions';
import { findMembership, hasDeparted } from './teams.repository';

const ACCESS_REVOKED_MESSAGE = 'You are no longer a member of this team.';
const MANAGERS_ONLY = 'Only the team owner or an admin can do this.';
export const OWNER_ONLY_DELETE = 'Only the team owner can delete the team.';
export const OWNER_ONLY_TRANSFER = 'Only the team owner can transfer points.';
export const OWNER_UNTOUCHABLE = 'The team owner cannot be removed or have their role changed.';
export const OWNER_CANNOT_LEAVE = 'The team owner cannot leave the team. Delete it instead.';
export const SEAT_NEEDED =
  "This team has purchased seats: you need one to generate with the team's points. Ask the team owner or an admin.";

export const teamNotFound = () => notFound('Team not found.');
/** A former member's answer: the browser shows 'Access Revoked' and goes back to the personal workspace. */
const accessRevoked = () => new HttpError(errorCodes.forbidden, ACCESS_REVOKED_MESSAGE);

export interface TeamAccess {
  team: TeamRow;
  role: TeamRole;
  isSeated: boolean;
  /** The member's own monthly cap on spending the pool (see team-budgets.ts); null: the team's default applies. */
  monthlyCap: number | null;
}

/**
 * Who may spend a team's pool on generations: its owner always (they fill it); any other member while the team
 * has no purchased seats; once seats are bought, only the members holding one.
 */
export function maySpend(access: Pick<TeamAccess, 'role' | 'isSeated'> & { team: Pick<TeamRow, 'purchasedSeats'> }): boolean {
  return access.role === 'owner' || access.team.purchasedSeats === 0 || access.isSeated;
}

export const isManager = (role: TeamRole) => role === 'owner' || role === 'admin';

/**
 * Resolves the caller's membership of a team. Someone who never belonged gets 404 exactly as for a team that
 * does not exist; someone removed (or gone) gets 403, so their open page can say that access was revoked.
 */
export function createTeamAccess(deps: { db: Database }) {
  async function resolve(userId: string, teamId: string, db: Executor = deps.db): Promise<TeamAccess | null> {
    if (!isUuid(teamId)) return null;
    return findMembership(db, teamId, userId);
  }

  async function require(userId: string, teamId: string, db: Executor = deps.db): Promise<TeamAccess> {
    const access = await resolve(userId, teamId, db);
    if (access) return access;
    if (isUuid(teamId) && (await hasDeparted(db, teamId, userId))) throw accessRevoked();
    throw teamNotFound();
  }

  return {
    resolve,
    require,
    /** The owner or an admin, else 403 with `message`. */
    async requireManager(userId: string, teamId: string, message = MANAGERS_ONLY, db?: Executor): Promise<TeamAccess> {
      const access = await require(userId, teamId, db);
      if (!isManager(access.role)) throw permissionDenied(message);
      return access;
    },
    async requireOwner(userId: string, teamId: string, message: string, db?: Executor): Promise<TeamAccess> {
      const access = await require(userId, teamId, db);
      if (access.role !== 'owner') throw permissionDenied(message);
      return access;
    },
  };
}

export type TeamAccessService = ReturnType<typeof createTeamAccess>;
