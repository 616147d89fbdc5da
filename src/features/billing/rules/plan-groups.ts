import type { Plan } from '@contract/browser';

/** The four shelves of /billing (spec part 1 §2 and §4). */
export interface PlanGroups {
  individual: Plan[];
  team: Plan[];
  pointPacks: Plan[];
  seatPacks: Plan[];
}

/** Spec part 1 §9: the tier order used to sort subscriptions. */
const tierOrder = ['Plus', 'Pro', 'Enterprise'] as const;

function tierRank(plan: Plan): number {
  const rank = plan.grants_tier ? tierOrder.indexOf(plan.grants_tier) : -1;
  return rank === -1 ? tierOrder.length : rank;
}

/** The first price, which is also the one the card shows; a plan without one sorts last. */
function firstPrice(plan: Plan): number {
  return plan.prices[0]?.price ?? Number.POSITIVE_INFINITY;
}

/** Spec part 1 §9: most popular first, then Plus, Pro, Enterprise, then the first price ascending. */
function bySubscriptionOrder(a: Plan, b: Plan): number {
  return Number(b.is_most_popular) - Number(a.is_most_popular) || tierRank(a) - tierRank(b) || firstPrice(a) - firstPrice(b);
}

/**
 * Spec part 1 §4: points_only goes to point packs; seats_only, or a combo with no points and some seats, to seat
 * packs; any other combo to team subscriptions; tier_only to individual subscriptions. Each shelf sorted (§9).
 */
export function groupPlans(plans: readonly Plan[]): PlanGroups {
  const groups: PlanGroups = { individual: [], team: [], pointPacks: [], seatPacks: [] };
  for (const plan of plans) {
    if (plan.package_type === 'points_only') groups.pointPacks.push(plan);
    else if (plan.package_type === 'seats_only' || (plan.package_type === 'combo' && plan.points_granted === 0 && plan.seats_granted > 0)) {
      groups.seatPacks.push(plan);
    } else if (plan.package_type === 'combo') groups.team.push(plan);
    else groups.individual.push(plan);
  }
  groups.individual.sort(bySubscriptionOrder);
  groups.team.sort(bySubscriptionOrder);
  groups.pointPacks.sort((a, b) => a.points_granted - b.points_granted);
  groups.seatPacks.sort((a, b) => a.seats_granted - b.seats_granted);
  return groups;
}
