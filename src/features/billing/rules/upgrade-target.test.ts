import { describe, expect, it } from 'vitest';
import { buildPlanCatalog } from '@mocks/fixtures/billing.fixtures';
import { currentPlanId, upgradeTarget } from './upgrade-target';

const catalog = buildPlanCatalog();

describe('upgradeTarget', () => {
  it('lands on the individual plan that grants the tier', () => {
    expect(upgradeTarget(catalog, 'Pro', false)).toEqual({ view: 'individual', planId: 'pro' });
    expect(upgradeTarget(catalog, 'Plus', false)).toEqual({ view: 'individual', planId: 'plus' });
  });

  it('looks among team plans first in a team workspace', () => {
    expect(upgradeTarget(catalog, 'Pro', true)).toEqual({ view: 'team', planId: 'team-studio' });
    expect(upgradeTarget(catalog, 'Enterprise', true)).toEqual({ view: 'individual', planId: 'enterprise' });
  });

  it('is nothing without a tier or for a tier no plan grants', () => {
    expect(upgradeTarget(catalog, null, false)).toBeNull();
    expect(upgradeTarget(catalog, 'Gold', false)).toBeNull();
  });
});

describe('currentPlanId', () => {
  it('marks the subscription of a paying user, and none for Free', () => {
    expect(currentPlanId(catalog, 'Plus')).toBe('plus');
    expect(currentPlanId(catalog, 'Free')).toBeNull();
  });
});
