import { describe, expect, it } from 'vitest';
import { buildPlan } from '@mocks/fixtures/billing.fixtures';
import { plansIn } from './plan-language';

describe('plansIn', () => {
  const pack = buildPlan({
    id: 'pack',
    plan_name: '1,000 Points',
    package_name: '1,000 Points',
    description: 'Never expire',
    translations: { ar: { plan_name: '1,000 نقطة', description: 'لا تنتهي صلاحيتها' } },
  });
  const named = buildPlan({ id: 'named', plan_name: 'Pro', description: 'Custom sizes', translations: { ar: { plan_name: 'Pro' } } });
  const english = buildPlan({ id: 'english', plan_name: 'Team Starter', description: 'Five seats' });

  it('takes the name and lines the catalog words in the language, and English for the rest', () => {
    const [arabicPack, arabicNamed, untranslated] = plansIn([pack, named, english], 'ar');
    expect(arabicPack).toMatchObject({ id: 'pack', plan_name: '1,000 نقطة', package_name: '1,000 نقطة', description: 'لا تنتهي صلاحيتها' });
    expect(arabicNamed).toMatchObject({ plan_name: 'Pro', description: 'Custom sizes' });
    expect(arabicNamed).not.toHaveProperty('package_name');
    expect(untranslated).toBe(english);
  });

  it('leaves English plans as the server sent them', () => {
    expect(plansIn([pack], 'en')[0]).toBe(pack);
  });
});
