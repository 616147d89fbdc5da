import { errorCodes, type MemberBudget, type TeamRole } from '../../../contract';
import { HttpError } from '../../http-error';

export const BUDGET_EXCEEDED_MESSAGE = 'This run would go over your monthly points budget in this team.';

export const budgetExceeded = () => new HttpError(errorCodes.memberBudgetExceeded, BUDGET_EXCEEDED_MESSAGE);

/**
 * A member's budget this month. The owner's spending has no cap: they fill the pool and may take it back, so a
 * cap would only stand in their own way. Anyone else is held to their own cap, else the team's default.
 */
export function budgetOf(member: { role: TeamRole; monthlyCap: number | null }, defaultCap: number | null, spent: number): MemberBudget {
  const ownCap = member.role === 'owner' ? null : member.monthlyCap;
  const cap = member.role === 'owner' ? null : (ownCap ?? defaultCap);
  return { monthly_cap: ownCap, cap, spent_this_month: spent, remaining: cap === null ? null : Math.max(cap - spent, 0) };
}

/** Whether a run of `cost` points fits in what is left of the budget. */
export const fitsBudget = (budget: MemberBudget, cost: number) => budget.remaining === null || cost <= budget.remaining;
