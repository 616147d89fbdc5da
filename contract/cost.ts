import type { CostRule, Dimension, Template } from './templates';
import type { Tier } from './user';

/** A cost of this much or more means the template is not available on the caller's plan (spec part 2 §5). */
export const unavailableCost = 9999;

type ParamValue = string | number | boolean | null | undefined;

export interface CostInput {
  template: Pick<Template, 'cost' | 'configurable_tasks'>;
  tier: Tier;
  /** Params by task id then key, as the workshop sends them. */
  userParams: Record<string, Record<string, ParamValue>>;
  /** The chosen size preset, when the template has presets. */
  dimension?: Pick<Dimension, 'cost'> | null;
}

export interface CostResult {
  cost: number;
  isAvailable: boolean;
}

/** Whether a param's value meets a cost rule's comparison. */
export function ruleMatches(actual: ParamValue, operator: CostRule['operator'], expected: CostRule['value']): boolean {
  if (actual === undefined || actual === null) return false;
  const left = typeof expected === 'number' ? Number(actual) : actual;
  switch (operator) {
    case '==':
      return left === expected;
    case '!=':
      return left !== expected;
    case '>':
      return left > expected;
    case '>=':
      return left >= expected;
    case '<':
      return left < expected;
    case '<=':
      return left <= expected;
  }
}

/** Rules by value descending; the first that matches and prices the tier wins. */
function ruleCost(rules: CostRule[], value: ParamValue, tier: Tier): number | undefined {
  const ordered = rules.toSorted((a, b) => (b.value > a.value ? 1 : b.value < a.value ? -1 : 0));
  for (const rule of ordered) {
    const cost = rule.costs[tier];
    if (cost !== undefined && ruleMatches(value, rule.operator, rule.value)) return cost;
  }
  return undefined;
}

/**
 * The points a run costs (spec part 2 §5): the preset cost of the chosen size and the per-tier cost of the
 * matching param rules; the larger of those, else the template's own cost. One function for the browser's
 * button label and the server's debit, so they cannot disagree.
 */
export function computeCost({ template, tier, userParams, dimension }: CostInput): CostResult {
  const candidates: number[] = [];
  if (dimension) candidates.push(dimension.cost);
  for (const task of template.configurable_tasks) {
    const params = [...task.individual_params, ...task.param_groups.flatMap((group) => group.params)];
    for (const param of params) {
      if (!param.cost_rules?.length) continue;
      const value = userParams[task.task_id]?.[param.key] ?? param.default;
      const cost = ruleCost(param.cost_rules, value, tier);
      if (cost !== undefined) candidates.push(cost);
    }
  }
  const cost = candidates.length > 0 ? Math.max(...candidates) : template.cost;
  return { cost, isAvailable: cost < unavailableCost };
}
