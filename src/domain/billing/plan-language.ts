import type { Plan } from '@contract/browser';

/**
 * The plans in `language`: each name (a pack's too) and description the catalog words in it, else the English
 * ones. Ids, prices and what a plan grants stay as they are.
 */
export function plansIn(plans: readonly Plan[], language: string): Plan[] {
  return plans.map((plan) => {
    const texts = plan.translations?.[language];
    if (!texts) return plan;
    const name = texts.plan_name || plan.plan_name;
    return {
      ...plan,
      plan_name: name,
      ...(plan.package_name === undefined ? {} : { package_name: name }),
      description: texts.description || plan.description,
    };
  });
}
