import type { Plan } from '@contract/browser';
import { groupPlans } from './plan-groups';

/** The toggle's two shelves of subscriptions. */
export type PlanView = 'individual' | 'team';

/**
 * The plan an 'Upgrade Plan' link lands on (`/billing?tier=Pro`): the first plan, in the page's order, that
 * grants the tier, looked for among the shelf the workspace buys for first. Null when none grants it.
 */
export function upgradeTarget(
  plans: readonly Plan[],
  tier: string | null,
  isTeamWorkspace: boolean,
): { view: PlanView; planId: string } | null {
  if (!tier) return null;
  const groups = groupPlans(plans);
  const order: PlanView[] = isTeamWorkspace ? ['team', 'individual'] : ['individual', 'team'];
  for (const view of order) {
    const match =
      groups[view].find((plan) => plan.grants_tier === tier && plan.prices.length > 0) ??
      groups[view].find((plan) => plan.grants_tier === tier);
    if (match) return { view, planId: match.id };
  }
  return null;
}

/** The user's own subscription among the individual plans, to mark it 'Your plan'. */
export function currentPlanId(plans: readonly Plan[], tier: string | undefined): string | null {
  if (!tier || tier === 'Free') return null;
  return groupPlans(plans).individual.find((plan) => plan.grants_tier === tier)?.id ?? null;
}
