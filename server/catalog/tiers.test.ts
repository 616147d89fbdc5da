import { describe, expect, it } from 'vitest';
import { tiers } from '../../contract';
import { tierRules } from './tiers';

const flags = (tier: (typeof tiers)[number]) => {
  const { permissions, customDimensions } = tierRules[tier];
  return [permissions.teams.canCreate, permissions.projects.canShare, permissions.apiKeys.canCreate, customDimensions];
};

describe('the tier table', () => {
  it('never takes a limit or a permission away from a higher tier', () => {
    for (const [lower, higher] of tiers.slice(0, -1).map((tier, index) => [tier, tiers[index + 1]!] as const)) {
      expect(tierRules[higher].maxConcurrentTasks, higher).toBeGreaterThanOrEqual(tierRules[lower].maxConcurrentTasks);
      expect(tierRules[higher].maxApiKeys, higher).toBeGreaterThanOrEqual(tierRules[lower].maxApiKeys);
      flags(lower).forEach((allowed, index) => {
        if (allowed) expect(flags(higher)[index], `${higher} keeps what ${lower} has`).toBe(true);
      });
    }
  });

  it('gives API keys a cap exactly where it allows creating them', () => {
    for (const tier of tiers) {
      const { maxApiKeys, permissions } = tierRules[tier];
      expect(maxApiKeys > 0, tier).toBe(permissions.apiKeys.canCreate);
      expect(tierRules[tier].maxConcurrentTasks, tier).toBeGreaterThan(0);
    }
  });

  it('matches the documented choices', () => {
    expect(tierRules.Free.permissions).toEqual({
      teams: { canCreate: false },
      projects: { canShare: true },
      apiKeys: { canCreate: false },
    });
    expect(tierRules.Plus.permissions.apiKeys.canCreate).toBe(true);
    expect(tierRules.Plus.permissions.teams.canCreate).toBe(false);
    expect(flags('Pro').every(Boolean) && flags('Enterprise').every(Boolean)).toBe(true);
    // Custom sizes are the spec's one Pro-only control ('Available for Pro users').
    expect(tiers.filter((tier) => tierRules[tier].customDimensions)).toEqual(['Pro', 'Enterprise']);
  });
});
