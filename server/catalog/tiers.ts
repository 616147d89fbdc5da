import type { Permissions, Tier } from '../../contract';

/** What a tier allows. Every limit a tier sets belongs here, so pricing changes are a data change. */
export interface TierRules {
  /** Generation tasks that may be queued or running at once, per workspace. */
  maxConcurrentTasks: number;
  /** Active (unrevoked) API keys a user may hold; creation also needs `permissions.apiKeys.canCreate`. */
  maxApiKeys: number;
  /** Sizes outside a template's presets ('Available for Pro users', spec part 2 §5). */
  customDimensions: boolean;
  permissions: Required<Permissions>;
}

/**
 * The tier table. Free explores: it may share projects (sharing is how collaborators arrive) but has no
 * API keys and creates no teams. Plus adds API keys for scripting. Pro and Enterprise may do everything.
 * Limits grow with the tier; server/catalog/tiers.test.ts checks that no higher tier loses anything.
 * Later rules (longer videos, ...) are added as fields here and read by their service.
 */
export const tierRules = {
  Free: {
    maxConcurrentTasks: 2,
    maxApiKeys: 0,
    customDimensions: false,
    permissions: { teams: { canCreate: false }, projects: { canShare: true }, apiKeys: { canCreate: false } },
  },
  Plus: {
    maxConcurrentTasks: 4,
    maxApiKeys: 10,
    customDimensions: false,
    permissions: { teams: { canCreate: false }, projects: { canShare: true }, apiKeys: { canCreate: true } },
  },
  Pro: {
    maxConcurrentTasks: 8,
    maxApiKeys: 25,
    customDimensions: true,
    permissions: { teams: { canCreate: true }, projects: { canShare: true }, apiKeys: { canCreate: true } },
  },
  Enterprise: {
    maxConcurrentTasks: 16,
    maxApiKeys: 100,
    customDimensions: true,
    permissions: { teams: { canCreate: true }, projects: { canShare: true }, apiKeys: { canCreate: true } },
  },
} as const satisfies Record<Tier, TierRules>;

export function rulesFor(tier: Tier): TierRules {
  return tierRules[tier];
}
