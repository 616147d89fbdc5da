import { describe, expect, it } from 'vitest';
import type { Subscription } from '@contract/browser';
import { accountCurrentPlanId, changeableSubscription } from './current-plan';

const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 'sub_1',
  plan_id: 'pro',
  price_id: 'pro-monthly',
  team_id: null,
  status: 'active',
  current_period_end: '2026-12-31T00:00:00.000Z',
  cancel_at_period_end: false,
  pending_price_id: null,
  can_change_plan: true,
  ...overrides,
});

describe("an account's current plan", () => {
  it('is the plan of its live subscription, whatever its tier says', () => {
    expect(accountCurrentPlanId([subscription({ plan_id: 'team-starter' })], null)).toBe('team-starter');
    expect(accountCurrentPlanId([subscription()], 'plus')).toBe('pro');
  });

  it('is none when its subscription is cancelled and running out: buying again is allowed', () => {
    expect(accountCurrentPlanId([subscription({ cancel_at_period_end: true })], 'pro')).toBeNull();
  });

  it('falls back to the plan of its tier without any subscription, or while they are unknown', () => {
    expect(accountCurrentPlanId([], 'plus')).toBe('plus');
    expect(accountCurrentPlanId(undefined, 'plus')).toBe('plus');
  });

  it('offers to change only a subscription the server says can change', () => {
    expect(changeableSubscription([subscription({ can_change_plan: false })])).toBeNull();
    expect(changeableSubscription([subscription()])?.id).toBe('sub_1');
    expect(changeableSubscription(undefined)).toBeNull();
  });
});
