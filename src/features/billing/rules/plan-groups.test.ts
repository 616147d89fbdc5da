import { describe, expect, it } from 'vitest';
import { buildPlan, buildPlanCatalog, buildPrice } from '@mocks/fixtures/billing.fixtures';
import { groupPlans } from './plan-groups';

const ids = (plans: { id: string }[]) => plans.map((plan) => plan.id);

describe('groupPlans', () => {
  it('puts each package type on its shelf (spec part 1 §4)', () => {
    const groups = groupPlans(buildPlanCatalog());
    expect(ids(groups.individual).toSorted()).toEqual(['enterprise', 'plus', 'pro']);
    expect(ids(groups.team).toSorted()).toEqual(['team-starter', 'team-studio']);
    expect(ids(groups.pointPacks).toSorted()).toEqual(['points-1000', 'points-5000']);
    // A combo with no points and some seats is a seat pack, not a team subscription.
    expect(ids(groups.seatPacks).toSorted()).toEqual(['seats-1', 'seats-5']);
  });

  it('keeps a combo with points and no seats among team subscriptions', () => {
    const plan = buildPlan({ id: 'combo', package_type: 'combo', points_granted: 100, seats_granted: 0 });
    expect(ids(groupPlans([plan]).team)).toEqual(['combo']);
  });

  it('sorts subscriptions most popular first, then Plus, Pro, Enterprise, then by first price (§9)', () => {
    const groups = groupPlans(buildPlanCatalog());
    expect(ids(groups.individual)).toEqual(['pro', 'plus', 'enterprise']);
    expect(ids(groups.team)).toEqual(['team-studio', 'team-starter']);
    const cheap = buildPlan({ id: 'pro-cheap', prices: [buildPrice({ price: 5 })] });
    const dear = buildPlan({ id: 'pro-dear', prices: [buildPrice({ price: 50 })] });
    const unpriced = buildPlan({ id: 'pro-unpriced', prices: [] });
    expect(ids(groupPlans([unpriced, dear, cheap]).individual)).toEqual(['pro-cheap', 'pro-dear', 'pro-unpriced']);
  });

  it('sorts point packs by points and seat packs by seats, ascending', () => {
    const groups = groupPlans(buildPlanCatalog());
    expect(ids(groups.pointPacks)).toEqual(['points-1000', 'points-5000']);
    expect(ids(groups.seatPacks)).toEqual(['seats-1', 'seats-5']);
  });
});
