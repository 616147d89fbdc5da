import { ruleMatches, tierSchema, type Param } from '../../contract';
import type { CatalogTemplateFile, PresetSet, ProviderName } from './catalog-schema';
import { acceptsDuration, acceptsSize, limitsProblems, type ModelLimits } from './model-limits';
import { DURATION_PARAM } from './served-template';

const tiers = tierSchema.options;

/**
 * A template against the limits of the models that serve it. Any of them may end up running it (the next one
 * serves while the preferred one cannot), so each must take the template's defaults and at least one of its
 * lengths and sizes; the limits themselves must make sense.
 */
export function limitsCheck(template: CatalogTemplateFile, presets: PresetSet | null): string[] {
  const problems: string[] = [];
  const params = template.configurable_tasks.flatMap((task) => [
    ...task.individual_params,
    ...task.param_groups.flatMap((group) => group.params),
  ]);
  const duration = params.find((param) => param.key === DURATION_PARAM);
  const sizes = presets?.groups.flatMap((group) => group.dimensions) ?? [];
  for (const [name, config] of Object.entries(template.providers) as Array<[ProviderName, { limits?: ModelLimits } | undefined]>) {
    const limits = config?.limits;
    if (!limits) continue;
    const at = (what: string) => `${name} limits: ${what}`;
    problems.push(...limitsProblems(limits).map(at));
    if (duration?.default !== undefined && duration.default !== null && !acceptsDuration(limits, Number(duration.default))) {
      problems.push(at(`the default ${DURATION_PARAM} ${String(duration.default)} is not a length the model renders`));
    }
    if (duration?.options && !duration.options.some((option) => acceptsDuration(limits, Number(option.value)))) {
      problems.push(at(`the model renders none of the ${DURATION_PARAM} options`));
    }
    if (sizes.length > 0 && !sizes.some((size) => acceptsSize(limits, size.width, size.height))) {
      problems.push(at(`the model takes none of the sizes of presets ${template.dimension_presets}`));
    }
  }
  for (const param of params) problems.push(...costRuleProblems(param).map((problem) => `param ${param.key}: ${problem}`));
  return problems;
}

/**
 * A select's cost rules must price what it offers: every rule matches an option (a rule left from options since
 * removed prices nothing), and every option but the default, which the template's own cost prices, is priced
 * for every tier, so narrowing the options to what a model renders never leaves one at a price nobody chose.
 */
function costRuleProblems(param: Param): string[] {
  if (param.type !== 'select' || !param.cost_rules?.length || !param.options) return [];
  const problems: string[] = [];
  const options = param.options.map((option) => option.value);
  for (const rule of param.cost_rules) {
    if (rule.operator === '==' && !options.includes(rule.value as string | number))
      problems.push(`a cost rule prices ${String(rule.value)}, which is not an option`);
  }
  for (const option of options) {
    if (option === param.default) continue;
    const unpriced = tiers.filter(
      (tier) => !param.cost_rules!.some((rule) => rule.costs[tier] !== undefined && ruleMatches(option, rule.operator, rule.value)),
    );
    if (unpriced.length > 0) problems.push(`option ${String(option)} has no cost for ${unpriced.join(', ')}`);
  }
  return problems;
}
