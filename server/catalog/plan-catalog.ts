import path from 'node:path';
import { z } from 'zod';
import { planSchema, type Plan, type PlanPrice, type Tier } from '../../contract';
import type { CatalogTemplate } from './catalog-schema';
import { catalogTranslations, missingPhrases, phraseIn, type CatalogTexts } from './catalog-texts';
import { CatalogError, defaultCatalogDir, readJson, type Catalog } from './load-catalog';
import { isExactIn } from '../integrations/payments/money';
import { rulesFor } from './tiers';

/** A plan as the file states it: prices without currency (the file's one currency applies). */
const planFileSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code in upper case'),
  plans: z.array(
    planSchema
      .omit({ prices: true, package_name: true, translations: true })
      .extend({ prices: z.array(planSchema.shape.prices.element.omit({ currency: true })) }),
  ),
});
type PlanFile = z.infer<typeof planFileSchema>;

export interface PlanCatalog {
  /** As the plans list answers them: tier plans' descriptions begin with what the tier unlocks. */
  plans: readonly Plan[];
  plan(id: string): Plan | undefined;
  /** A price and the plan it belongs to; undefined for an id no plan has. */
  price(priceId: string): { plan: Plan; price: PlanPrice } | undefined;
}

/**
 * The lines a tier plan's card opens with, read from the tier table the permissions enforce (and the template
 * catalog's tier lists), so a card can never promise what the server does not grant.
 */
export function tierUnlocks(tier: Tier, templates: readonly CatalogTemplate[], texts?: CatalogTexts): string[] {
  const rules = rulesFor(tier);
  const templateCount = templates.filter((template) => template.tier.includes(tier)).length;
  const lines: Array<readonly [phrase: string, n?: number]> = [
    ['{n} templates', templateCount],
    ...(rules.customDimensions ? [['Custom sizes'] as const] : []),
    ...(rules.permissions.apiKeys.canCreate ? [['Up to {n} API keys', rules.maxApiKeys] as const] : []),
    ...(rules.permissions.teams.canCreate ? [['Create teams'] as const] : []),
    ['Up to {n} generations at once', rules.maxConcurrentTasks],
  ];
  return lines.map(([phrase, n]) => phraseIn(texts, phrase, n));
}

/** Every phrase a plan card may show: the tier lines' and each plan's name and own lines. */
const unlockPhrases = ['{n} templates', 'Custom sizes', 'Up to {n} API keys', 'Create teams', 'Up to {n} generations at once'];
const planWords = (file: PlanFile) => [
  ...unlockPhrases,
  ...file.plans.flatMap((plan) => [plan.plan_name, ...plan.description.split('\n')]),
];

/** What must hold between a plan's type and what it grants (spec part 1 §3, §4's grouping). */
function planProblems(plan: PlanFile['plans'][number]): string[] {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`plan ${plan.id}: ${text}`);
  const grants = { tier: plan.grants_tier !== null, points: plan.points_granted > 0, seats: plan.seats_granted > 0 };
  const expected: Record<Plan['package_type'], (g: typeof grants) => boolean> = {
    tier_only: (g) => g.tier && !g.points && !g.seats,
    points_only: (g) => !g.tier && g.points && !g.seats,
    seats_only: (g) => !g.tier && !g.points && g.seats,
    combo: (g) => !g.tier && g.seats,
  };
  if (!expected[plan.package_type](grants)) say(`${plan.package_type} does not match what it grants`);
  if (plan.grants_tier !== null && plan.plan_type !== 'recurring') say('a tier is granted only by a subscription');
  for (const price of plan.prices) {
    const isOneTime = price.billing_interval === 'one-time';
    if (isOneTime !== (plan.plan_type === 'one-time')) say(`price ${price.id} has the interval ${price.billing_interval}`);
    if (price.price <= 0) say(`price ${price.id} is not positive`);
  }
  if (plan.prices.length === 0 && plan.grants_tier !== 'Enterprise') say('only the Enterprise plan may have no prices');
  return problems;
}

/** The values that occur more than once, each named once. */
export function duplicatesIn(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

export function checkPlanFile(file: PlanFile): string[] {
  const problems = file.plans.flatMap(planProblems);
  if (!Intl.supportedValuesOf('currency').includes(file.currency)) problems.push(`currency ${file.currency} is not a currency`);
  else {
    for (const price of file.plans.flatMap((plan) => plan.prices)) {
      if (!isExactIn(price.price, file.currency)) problems.push(`price ${price.id}: ${price.price} is finer than ${file.currency} counts`);
    }
  }
  const ids = [...file.plans.map((plan) => plan.id), ...file.plans.flatMap((plan) => plan.prices.map((price) => price.id))];
  for (const duplicate of duplicatesIn(ids)) problems.push(`id ${duplicate} is used more than once`);
  return problems;
}

function buildPlanCatalog(
  file: PlanFile,
  templates: readonly CatalogTemplate[],
  textsByLanguage: ReadonlyMap<string, CatalogTexts> = new Map(),
): PlanCatalog {
  const describe = (plan: PlanFile['plans'][number], texts?: CatalogTexts) =>
    [
      ...(plan.grants_tier ? tierUnlocks(plan.grants_tier, templates, texts) : []),
      ...plan.description
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => phraseIn(texts, line)),
    ].join('\n');
  const plans: Plan[] = file.plans.map((plan) => ({
    ...plan,
    ...(plan.plan_type === 'one-time' ? { package_name: plan.plan_name } : {}),
    description: describe(plan),
    prices: plan.prices.map((price) => ({ ...price, currency: file.currency })),
    translations: catalogTranslations(textsByLanguage, (texts) => ({
      plan_name: phraseIn(texts, plan.plan_name),
      description: describe(plan, texts),
    })),
  }));
  const byId = new Map(plans.map((plan) => [plan.id, plan]));
  const byPrice = new Map(plans.flatMap((plan) => plan.prices.map((price) => [price.id, { plan, price }] as const)));
  return { plans, plan: (id) => byId.get(id), price: (id) => byPrice.get(id) };
}

/**
 * Reads and checks plans.json at start-up: a bad file stops the server with every problem listed. The words in
 * other languages are the template catalog's, already read and checked (catalog/translations).
 */
export function loadPlanCatalog(catalog: Pick<Catalog, 'templates' | 'texts'>, dir: string = defaultCatalogDir): PlanCatalog {
  const { templates, texts } = catalog;
  const problems: string[] = [];
  const file = readJson(path.join(dir, 'plans.json'), planFileSchema, problems);
  if (file) {
    problems.push(...checkPlanFile(file));
    for (const [language, text] of texts) problems.push(...missingPhrases(`translations/${language}.json`, text, planWords(file)));
  }
  if (!file || problems.length > 0) {
    throw new CatalogError(`The plan catalog is not valid, so the server will not start:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return buildPlanCatalog(file, templates, texts);
}
