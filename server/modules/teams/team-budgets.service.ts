import type { MemberBudget } from '../../../contract';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../http-error';
import { permissionDenied } from '../permissions';
import { teamNotFound, type TeamAccess, type TeamAccessService } from './team-access';
import { budgetExceeded, budgetOf, fitsBudget } from './team-budgets';
import { monthOf, setDefaultCap, setMemberCap, spentThisMonth } from './team-budgets.repository';
import { findMembership } from './teams.repository';

const OWNER_UNCAPPED = "The team owner's spending has no cap.";

export function createTeamBudgetsService(deps: { db: Database; clock: Clock; access: TeamAccessService }) {
  async function budgetOfMember(access: TeamAccess, userId: string, db: Executor = deps.db): Promise<MemberBudget> {
    const spent = await spentThisMonth(db, access.team.id, userId, monthOf(deps.clock.now()));
    return budgetOf(access, access.team.defaultMemberCap, spent);
  }

  return {
    async setMemberCap(userId: string, teamId: string, memberId: string, monthlyCap: number | null) {
      await deps.access.requireManager(userId, teamId);
      const member = isUuid(memberId) ? await findMembership(deps.db, teamId, memberId) : null;
      if (!member) throw notFound('Member not found.');
      if (member.role === 'owner') throw permissionDenied(OWNER_UNCAPPED);
      if (!(await setMemberCap(deps.db, teamId, memberId, monthlyCap))) throw notFound('Member not found.');
      return { user_id: memberId, budget: await budgetOfMember({ ...member, monthlyCap }, memberId) };
    },

    async setDefaultCap(userId: string, teamId: string, defaultMemberCap: number | null) {
      await deps.access.requireManager(userId, teamId);
      if (!(await setDefaultCap(deps.db, teamId, defaultMemberCap))) throw teamNotFound();
      return { default_member_cap: defaultMemberCap };
    },

    /**
     * Refuses (402 member_budget_exceeded) a run of `cost` points that would take the member over their cap this
     * month. Call it in the transaction that charges the pool, after that transaction locked the pool's account:
     * every charge to the pool then waits for the one before it to commit, so the spending read here includes
     * every earlier run and two runs cannot both fit in the same last points of a budget.
     */
    async check(userId: string, teamId: string, cost: number, tx: Executor): Promise<void> {
      const member = await findMembership(tx, teamId, userId);
      if (!member) throw teamNotFound();
      if (member.role === 'owner' || (member.monthlyCap === null && member.team.defaultMemberCap === null)) return;
      if (!fitsBudget(await budgetOfMember(member, userId, tx), cost)) throw budgetExceeded();
    },
  };
}

export type TeamBudgetsService = ReturnType<typeof createTeamBudgetsService>;
