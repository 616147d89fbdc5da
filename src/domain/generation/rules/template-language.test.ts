import { describe, expect, it } from 'vitest';
import { buildParam, buildTemplate, promptRequirement } from '@mocks/fixtures/template.fixtures';
import { catalogWordIn, categoryNameIn, templateIn } from './template-language';

describe('a template in the interface language', () => {
  const arabic = buildTemplate({
    translations: { ar: { label: 'نص إلى صورة', description: 'صِف صورة واحصل عليها في ثوانٍ.', category: 'إبداعي' } },
  });

  it('takes the label and description in Arabic and keeps the English category for ordering', () => {
    const shown = templateIn(arabic, 'ar');
    expect(shown).toMatchObject({ label: 'نص إلى صورة', description: 'صِف صورة واحصل عليها في ثوانٍ.', category: 'Creative' });
    expect(categoryNameIn(arabic, 'ar')).toBe('إبداعي');
  });

  it('keeps the English words in English, and where a language or a text is missing', () => {
    expect(templateIn(arabic, 'en')).toBe(arabic);
    expect(categoryNameIn(arabic, 'en')).toBe('Creative');
    const partial = buildTemplate({ translations: { ar: { label: 'نص إلى صورة' } } });
    expect(templateIn(partial, 'ar')).toMatchObject({ label: 'نص إلى صورة', description: partial.description });
    expect(categoryNameIn(partial, 'ar')).toBe('Creative');
    expect(templateIn(buildTemplate({ translations: undefined }), 'ar').label).toBe('Text to Image');
  });

  it("words the inputs, params, groups and options by the catalog's phrases, and keeps keys and values", () => {
    const quality = buildParam({
      key: 'steps',
      label: 'Quality',
      type: 'select',
      description: 'More steps refine more details.',
      options: [
        { value: 20, label: 'Fast' },
        { value: 40, label: '40' },
      ],
    });
    const template = buildTemplate({
      input_requirements: [promptRequirement],
      configurable_tasks: [
        {
          task_id: 'main',
          individual_params: [quality],
          param_groups: [{ group_id: 'look', label: 'Lighting', type: 'default', params: [quality] }],
        },
      ],
      translations: {
        ar: { label: 'نص إلى صورة', phrases: { Prompt: 'الوصف', Quality: 'الجودة', Fast: 'سريع', Lighting: 'الإضاءة' } },
      },
    });
    const shown = templateIn(template, 'ar');
    expect(shown.input_requirements[0]).toEqual({ ...promptRequirement, label: 'الوصف' });
    const [task] = shown.configurable_tasks;
    // A text without a phrase (the hint, the option '40') stays in English.
    expect(task?.individual_params[0]).toEqual({
      ...quality,
      label: 'الجودة',
      options: [
        { value: 20, label: 'سريع' },
        { value: 40, label: '40' },
      ],
    });
    expect(task?.param_groups[0]).toMatchObject({ group_id: 'look', label: 'الإضاءة', params: [{ key: 'steps', label: 'الجودة' }] });
    expect(template.configurable_tasks[0]?.individual_params[0]?.label).toBe('Quality');
  });

  it('names a style, a size group or a plan in the language, else in English', () => {
    const style = { name: 'Watercolor', translations: { ar: { name: 'ألوان مائية' } } };
    expect(catalogWordIn(style, 'name', 'ar')).toBe('ألوان مائية');
    expect(catalogWordIn(style, 'name', 'en')).toBe('Watercolor');
    expect(catalogWordIn({ label: 'Square' }, 'label', 'ar')).toBe('Square');
  });
});
