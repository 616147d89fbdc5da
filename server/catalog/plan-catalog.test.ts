import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tiers } from '../../contract';
import { loadCatalog } from './load-catalog';
import { CatalogError, defaultCatalogDir } from './load-catalog';
import { checkPlanFile, loadPlanCatalog, tierUnlocks } from './plan-catalog';
import { rulesFor } from './tiers';

const templateCatalog = loadCatalog();
const templates = templateCatalog.templates;
const plan = (overrides: Record<string, unknown>) => ({
  id: 'p',
  plan_name: 'P',
  package_type: 'points_only',
  plan_type: 'one-time',
  grants_tier: null,
  points_granted: 100,
  seats_granted: 0,
  is_most_popular: false,
  is_deal: false,
  description: '',
  prices: [{ id: 'p-once', price: 1, billing_interval: 'one-time' }],
  ...overrides,
});

describe('the plan catalog', () => {
  it('loads the shipped plans: every price findable, Enterprise without a price, tier plans sold as subscriptions', () => {
    const catalog = loadPlanCatalog(templateCatalog);
    for (const item of catalog.plans) for (const price of item.prices) expect(catalog.price(price.id)?.plan.id).toBe(item.id);
    expect(catalog.plan('enterprise')?.prices).toEqual([]);
    expect(catalog.plans.filter((item) => item.grants_tier).every((item) => item.plan_type === 'recurring')).toBe(true);
    expect(catalog.price('pro-monthly')?.price).toMatchObject({ currency: 'USD', billing_interval: 'month' });
  });

  it("describes each tier from the tier table the permissions enforce, so a card cannot promise what the server won't grant", () => {
    for (const tier of tiers) {
      const lines = tierUnlocks(tier, templates);
      const rules = rulesFor(tier);
      expect(lines.includes('Custom sizes')).toBe(rules.customDimensions);
      expect(lines.includes('Create teams')).toBe(rules.permissions.teams.canCreate);
      expect(lines).toContain(`Up to ${rules.maxConcurrentTasks} generations at once`);
    }
    expect(tierUnlocks('Pro', templates)[0]).toBe(`${templates.filter((template) => template.tier.includes('Pro')).length} templates`);
  });

  it('words every plan in Arabic: the tier lines with their numbers, the own lines and the pack names', () => {
    const catalog = loadPlanCatalog(templateCatalog);
    const pro = catalog.plan('pro')!;
    const proTemplates = templates.filter((template) => template.tier.includes('Pro')).length;
    const lines = pro.translations?.ar?.description?.split('\n') ?? [];
    expect(lines[0]).toBe(`عدد القوالب: ${proTemplates}`);
    expect(lines).toContain('مقاسات مخصصة');
    expect(lines).toHaveLength(pro.description.split('\n').length);
    expect(lines.every((line) => /\p{Script=Arabic}/u.test(line))).toBe(true);
    const pack = catalog.plans.find((item) => item.plan_name === '1,000 Points')!;
    expect(pack.translations?.ar?.plan_name).toBe('1,000 نقطة');
    expect(pro.translations?.ar?.plan_name).toBe('برو');
  });

  it('refuses to start when a plan line or name has no Arabic phrase', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-plans-'));
    fs.cpSync(defaultCatalogDir, dir, { recursive: true, filter: (source) => !source.endsWith('.ts') });
    const file = path.join(dir, 'plans.json');
    const plans = JSON.parse(fs.readFileSync(file, 'utf8')) as { plans: Array<{ description: string }> };
    plans.plans[0]!.description = 'Priority support';
    fs.writeFileSync(file, JSON.stringify(plans));
    expect(() => loadPlanCatalog(templateCatalog, dir)).toThrow(/translations\/ar\.json: no phrase for "Priority support"/);
  });

  it('finds every mismatch between what a plan is and what it grants', () => {
    const problems = checkPlanFile({
      currency: 'USD',
      plans: [
        plan({ id: 'a', package_type: 'tier_only', grants_tier: null }),
        plan({ id: 'b', grants_tier: 'Pro', package_type: 'tier_only', points_granted: 0 }),
        plan({ id: 'c', prices: [{ id: 'c-month', price: 5, billing_interval: 'month' }] }),
        plan({ id: 'd', prices: [] }),
        plan({ id: 'a', prices: [{ id: 'a-once', price: 0, billing_interval: 'one-time' }] }),
      ] as never,
    });
    expect(problems).toEqual([
      'plan a: tier_only does not match what it grants',
      'plan b: a tier is granted only by a subscription',
      'plan c: price c-month has the interval month',
      'plan d: only the Enterprise plan may have no prices',
      'plan a: price a-once is not positive',
      'id a is used more than once',
      'id p-once is used more than once',
    ]);
  });

  it('refuses to start on a bad file, naming the problems', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plans-'));
    fs.writeFileSync(path.join(dir, 'plans.json'), JSON.stringify({ currency: 'usd', plans: [plan({ seats_granted: 2 })] }));
    expect(() => loadPlanCatalog(templateCatalog, dir)).toThrow(CatalogError);
    expect(() => loadPlanCatalog(templateCatalog, dir)).toThrow(/currency: an ISO 4217 code in upper case/);
  });
});
