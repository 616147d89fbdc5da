import type { Plan, PlanPrice } from '@contract/browser';

/** What a plan card's button does and says (spec part 1 §2). */
type PlanAction = 'subscribe' | 'buy' | 'contactSales';

export interface PlanCardModel {
  action: PlanAction;
  /** The price the card shows and the button buys: the first one (spec part 1 §2), or null when there is none. */
  price: PlanPrice | null;
  /** No price and not Enterprise: the button cannot do anything. */
  isUnavailable: boolean;
  /** 'Contact Us' for an Enterprise plan without a price, 'Not Available' for any other plan without one. */
  missingPriceText: 'contactUs' | 'notAvailable' | null;
}

/** Enterprise is sold by the sales team, whether or not the catalog gives it a price. */
function isEnterprise(plan: Pick<Plan, 'grants_tier'>): boolean {
  return plan.grants_tier === 'Enterprise';
}

export function planCardModel(plan: Plan): PlanCardModel {
  const price = plan.prices[0] ?? null;
  const enterprise = isEnterprise(plan);
  return {
    action: enterprise ? 'contactSales' : plan.plan_type === 'recurring' ? 'subscribe' : 'buy',
    price,
    isUnavailable: price === null && !enterprise,
    missingPriceText: price ? null : enterprise ? 'contactUs' : 'notAvailable',
  };
}

/** Spec part 1 §5: checkout carries team_id only when the plan grants seats and the workspace is a team. */
export function checkoutTeamId(plan: Pick<Plan, 'seats_granted'>, activeTeamId: string | null): string | undefined {
  return plan.seats_granted > 0 && activeTeamId ? activeTeamId : undefined;
}
