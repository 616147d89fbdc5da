import { errorCodes, type TeamMember, type TeamMemberRole } from '../../../contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/uuid';
import { HttpError, notFound } from '../../http-error';
import { permissionDenied } from '../permissions';
import { OWNER_CANNOT_LEAVE, OWNER_UNTOUCHABLE, teamNotFound, type TeamAccessService } from './team-access';
import type { TeamNotifier } from './team-notices';
import { memberView } from './team-views';
import { countMembers, findMembership, lockTeam, membersOf, removeMember, setMemberRole, setMemberSeat } from './teams.repository';

const NO_SEATS_MESSAGE = 'No available seats to assign. Please upgrade your plan to add more members.';
const REMOVE_SELF = 'To leave the team, use Leave Team.';

const memberNotFound = () => notFound('Member not found.');

export function createTeamMembersService(deps: { db: Database; clock: Clock; access: TeamAccessService; notifier: TeamNotifier }) {
  /** The member `memberId` of a team the caller manages; the owner member may be looked at but not changed. */
  async function target(teamId: string, memberId: string, db = deps.db) {
    const member = isUuid(memberId) ? await findMembership(db, teamId, memberId) : null;
    if (!member) throw memberNotFound();
    return member;
  }

  async function memberOf(teamId: string, memberId: string): Promise<TeamMember> {
    const row = (await membersOf(deps.db, teamId)).find((member) => member.userId === memberId);
    if (!row) throw memberNotFound();
    return memberView(row);
  }

  return {
    async changeRole(userId: string, teamId: string, memberId: string, role: TeamMemberRole): Promise<TeamMember> {
      const { team } = await deps.access.requireManager(userId, teamId);
      const member = await target(teamId, memberId);
      if (member.role === 'owner') throw permissionDenied(OWNER_UNTOUCHABLE);
      if (member.role !== role) {
        if (!(await setMemberRole(deps.db, teamId, memberId, role))) throw memberNotFound();
        await deps.notifier.notify(memberId, { kind: 'team_role_changed', teamId, teamName: team.name, role });
      }
      return memberOf(teamId, memberId);
    },

    async remove(userId: string, teamId: string, memberId: string) {
      const { team } = await deps.access.requireManager(userId, teamId);
      if (memberId === userId) throw permissionDenied(REMOVE_SELF);
      const member = await target(teamId, memberId);
      if (member.role === 'owner') throw permissionDenied(OWNER_UNTOUCHABLE);
      const removed = await deps.db.transaction((tx) => removeMember(tx, teamId, memberId, deps.clock.now()));
      if (!removed) throw memberNotFound();
      await deps.notifier.notify(memberId, { kind: 'team_removed', teamId, teamName: team.name });
      return { success: true as const };
    },

    async leave(userId: string, teamId: string) {
      const access = await deps.access.require(userId, teamId);
      if (access.role === 'owner') throw permissionDenied(OWNER_CANNOT_LEAVE);
      await deps.db.transaction((tx) => removeMember(tx, teamId, userId, deps.clock.now()));
      return { success: true as const };
    },

    /** Seats are counted under the team's lock, so two assignments at once cannot take more seats than bought. */
    async toggleSeat(userId: string, teamId: string, memberId: string, assign: boolean) {
      await deps.access.requireManager(userId, teamId);
      await target(teamId, memberId);
      const purchased = await deps.db.transaction(async (tx) => {
        const team = await lockTeam(tx, teamId);
        if (!team) throw teamNotFound();
        const member = await target(teamId, memberId, tx);
        if (assign && !member.isSeated) {
          const { seated } = await countMembers(tx, teamId);
          if (seated >= team.purchasedSeats) throw new HttpError(errorCodes.noSeatsAvailable, NO_SEATS_MESSAGE);
        }
        if (member.isSeated !== assign) await setMemberSeat(tx, teamId, memberId, assign);
        return team.purchasedSeats;
      });
      const { seated } = await countMembers(deps.db, teamId);
      return { member: await memberOf(teamId, memberId), seated_members_count: seated, purchased_seats: purchased };
    },
  };
}

export type TeamMembersService = ReturnType<typeof createTeamMembersService>;
