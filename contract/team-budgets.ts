import { z } from 'zod';
import { defineCall } from './core';
import { errorCodes as E } from './errors';
import { teamLimits } from './values';

/** The words of a refused cap, in the API's answer and (translated) beside the browser's field. */
export const MONTHLY_CAP_MESSAGE = `A monthly cap is a whole number of points from 0 to ${teamLimits.maxMonthlyCap}, or null for no cap.`;

/** A cap on the points a member may spend from the pool per calendar month (UTC); null: no cap. */
export const monthlyCapSchema = z
  .number({ error: MONTHLY_CAP_MESSAGE })
  .int(MONTHLY_CAP_MESSAGE)
  .min(0, MONTHLY_CAP_MESSAGE)
  .max(teamLimits.maxMonthlyCap, MONTHLY_CAP_MESSAGE)
  .nullable();

/**
 * A member's budget this calendar month (UTC): their own cap, the cap that applies (their own, else the team's
 * default, else none), what they spent from the pool (charges minus refunds of their runs begun this month) and
 * what is left of the cap.
 */
export const memberBudgetSchema = z.object({
  /** The member's own cap; null when the team's default (or no cap) applies. */
  monthly_cap: z.number().int().nonnegative().nullable(),
  /** The cap that applies: their own, else the team's default; null when spending is unlimited. */
  cap: z.number().int().nonnegative().nullable(),
  spent_this_month: z.number().int().nonnegative(),
  /** The cap minus what was spent, never below 0; null without a cap. */
  remaining: z.number().int().nonnegative().nullable(),
});
export type MemberBudget = z.infer<typeof memberBudgetSchema>;

const memberParams = z.object({ id: z.string(), userId: z.string() });
const budgetErrors = [E.unauthorized, E.notFound, E.forbidden, E.permissionDenied] as const;

export const setTeamMemberBudget = defineCall({
  name: 'setTeamMemberBudget',
  method: 'put',
  path: '/teams/{id}/members/{userId}/budget',
  summary: "Set a member's own monthly points cap, or clear it with null so the team's default applies (owner or admin)",
  tags: ['teams'],
  auth: 'session',
  params: memberParams,
  body: z.object({ monthly_cap: monthlyCapSchema }),
  answer: z.object({ user_id: z.string(), budget: memberBudgetSchema }),
  errors: budgetErrors,
});

export const setTeamDefaultBudget = defineCall({
  name: 'setTeamDefaultBudget',
  method: 'put',
  path: '/teams/{id}/budget',
  summary: 'Set the monthly points cap of every member without their own cap, or clear it with null (owner or admin)',
  tags: ['teams'],
  auth: 'session',
  params: z.object({ id: z.string() }),
  body: z.object({ default_member_cap: monthlyCapSchema }),
  answer: z.object({ default_member_cap: z.number().int().nonnegative().nullable() }),
  errors: budgetErrors,
});
