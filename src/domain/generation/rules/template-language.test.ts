import { describe, expect, it } from 'vitest';
import { buildTemplate } from '../../../../mocks/fixtures/template.fixtures';
import { categoryNameIn, templateIn } from './template-language';

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
});
