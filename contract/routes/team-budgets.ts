import { route } from '../call-route';
import type * as budgetCalls from '../team-budgets';

/** The browser's routes for the calls of contract/team-budgets.ts; contract/browser.ts gathers them. */
export const setTeamMemberBudget = route<typeof budgetCalls.setTeamMemberBudget>({
  name: 'setTeamMemberBudget',
  method: 'put',
  path: '/teams/{id}/members/{userId}/budget',
});
export const setTeamDefaultBudget = route<typeof budgetCalls.setTeamDefaultBudget>({
  name: 'setTeamDefaultBudget',
  method: 'put',
  path: '/teams/{id}/budget',
});
