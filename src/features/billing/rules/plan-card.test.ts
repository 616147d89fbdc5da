import { describe, expect, it } from 'vitest';
import { buildPlan, buildPrice } from '@mocks/fixtures/billing.fixtures';
import { checkoutTeamId, planCardModel } from './plan-card';

describe('planCardModel', () => {
  it('subscribes to a recurring plan and buys a one-time pack, at the first price', () => {
    const yearly = buildPrice({ id: 'y', billing_interval: 'year' });
    expect(planCardModel(buildPlan({ prices: [yearly, buildPrice()] }))).toMatchObject({
      action: 'subscribe',
      price: yearly,
      isUnavailable: false,
    });
    expect(planCardModel(buildPlan({ plan_type: 'one-time', grants_tier: null })).action).toBe('buy');
  });

  it('sends Enterprise to sales, with or without a price, and says Contact Us without one', () => {
    expect(planCardModel(buildPlan({ grants_tier: 'Enterprise', prices: [] }))).toEqual({
      action: 'contactSales',
      price: null,
      isUnavailable: false,
      missingPriceText: 'contactUs',
    });
    expect(planCardModel(buildPlan({ grants_tier: 'Enterprise' })).action).toBe('contactSales');
  });

  it('disables any other plan without a price and says Not Available', () => {
    expect(planCardModel(buildPlan({ prices: [] }))).toMatchObject({ isUnavailable: true, missingPriceText: 'notAvailable' });
  });
});

describe('checkoutTeamId', () => {
  it('is the team only for a plan that grants seats, bought in a team workspace (spec part 1 §5)', () => {
    expect(checkoutTeamId({ seats_granted: 5 }, 'team_1')).toBe('team_1');
    expect(checkoutTeamId({ seats_granted: 5 }, null)).toBeUndefined();
    expect(checkoutTeamId({ seats_granted: 0 }, 'team_1')).toBeUndefined();
  });
});
